import { REGISTRATION_MESSAGES } from "#core/identity/registration/policy.ts";
import { route } from "./deps.ts";
import {
  organizationByIdHandler,
  organizationByLinkHandler,
  signUpHandler,
  userDataHandler,
} from "./registration.handlers.ts";
import {
  LinkQuery,
  OrganizationIdQuery,
  PublicOrganization,
  SignUpInput,
  SignUpResult,
  UserDataInput,
  UserDataResult,
} from "./registration.schemas.ts";

/** Self-registration's public calls: the link's organisation, sign-up and e-mail verification. */
export const registrationPublicRoutes = [
  route(
    {
      method: "get",
      path: "/auth/organization-bylink",
      operationId: "getOrganizationByLink",
      tag: "auth",
      summary:
        "The organisation a self-registration link belongs to (name and logo for the registration page)",
      description:
        "A wrong, rotated, expired or turned-off link answers 404 with one message for all of them. Rate limited like the other public auth calls.",
      access: { kind: "public" },
      query: LinkQuery,
      response: PublicOrganization,
      errors: [404, 429],
    },
    organizationByLinkHandler,
  ),
  route(
    {
      method: "get",
      path: "/auth/organization-byId",
      operationId: "getOrganizationById",
      tag: "auth",
      summary: "Name, type and logo of an active supplier or provider, for the public pages",
      access: { kind: "public" },
      query: OrganizationIdQuery,
      response: PublicOrganization,
      errors: [404],
    },
    organizationByIdHandler,
  ),
  route(
    {
      method: "post",
      path: "/auth/SignUpUser",
      operationId: "signUpUser",
      tag: "auth",
      summary: "Register through an organisation's self-registration link",
      description:
        "Creates the account (status VERIFICATION) and a PENDING membership with the organisation's least-privileged built-in role (supplier: Recall Coordinator, provider: Responder), and e-mails a verification code. " +
        "An address that already has an account gets the same answer, but no account: its owner is told by e-mail (no account enumeration). A refused link (404) creates nothing. Rate limited per client address and e-mail (429).",
      access: { kind: "public" },
      body: SignUpInput,
      response: SignUpResult,
      errors: [404, 429],
      successMessage: REGISTRATION_MESSAGES.texts.signedUp,
    },
    signUpHandler,
  ),
  route(
    {
      method: "post",
      path: "/auth/userdata",
      operationId: "verifyUserEmail",
      tag: "auth",
      summary: "Verify the e-mail address with the mailed code, or (resend: true) mail a new code",
      description:
        "A correct verification_code marks the account VERIFIED (sign-in then still waits for an administrator's approval). Five wrong codes spend the code. resend answers the same for every address. Rate limited (429).",
      access: { kind: "public" },
      body: UserDataInput,
      response: UserDataResult,
      errors: [429],
    },
    userDataHandler,
  ),
];
