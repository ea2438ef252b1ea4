import { Schema } from "effect";
import { ContactInfoInput } from "#core/organisations/providers/contacts.ts";
import { PROVIDER_POLICY } from "#core/organisations/providers/policy.ts";
import { NonVerifiedUserInput, VerificationInput } from "#core/organisations/providers/verification.ts";
import { guardOf } from "../../contract.ts";
import { providerRoute as route } from "./providers.deps.ts";
import {
  contactMailsHandler,
  nonVerifiedHandler,
  resendHandler,
  roleMetaHandler,
  saveContactsHandler,
  summaryHandler,
  templateHandler,
  userMailsHandler,
  verifyHandler,
} from "./contact-info.handlers.ts";
import {
  Contact,
  MailTemplate,
  NonVerifiedUserPage,
  NonVerifiedUsersQuery,
  ProviderSummary,
  RoleMetaQuery,
  RoleOption,
  VerificationMail,
  VerificationOutcome,
} from "./contact-info.schemas.ts";
import { IdParams } from "./providers.schemas.ts";

const TAG = "provider-contact-info";
const BASE = "/notisphere/organizations";

const SEND_DESCRIPTION =
  "Accounts, memberships, one-time links, the mail log and the outbox emails are written in one transaction, so " +
  "a crash sends nothing or everything once. A repeated requestId (a retry) writes and sends nothing and answers " +
  "repeated: true.";

/** A health system's contact info page: contacts, the verification e-mail, who was e-mailed and who verified. */
export const contactInfoRoutes = [
  route(
    {
      method: "get",
      path: `${BASE}/providerdocdata/{id}`,
      operationId: "getProviderSummary",
      tag: TAG,
      summary: "A health system at a glance: account, contacts, members by verification and emails sent",
      access: guardOf(PROVIDER_POLICY.providersSummary),
      params: IdParams,
      response: ProviderSummary,
      errors: [404],
    },
    summaryHandler,
  ),
  route(
    {
      method: "post",
      path: `${BASE}/contact-info/step0`,
      operationId: "saveProviderContacts",
      tag: TAG,
      summary: "Save a health system's contacts (one to five; the first is the primary contact)",
      access: guardOf(PROVIDER_POLICY.contactInfoSave),
      body: ContactInfoInput,
      response: Schema.Array(Contact),
      errors: [404],
      successMessage: "Contacts saved",
    },
    saveContactsHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/emailTemplate/{id}`,
      operationId: "getVerificationMailTemplate",
      tag: TAG,
      summary:
        "The verification email as it will be sent for this health system (recipient values as placeholders)",
      access: guardOf(PROVIDER_POLICY.contactInfoTemplate),
      params: IdParams,
      response: MailTemplate,
      errors: [404],
    },
    templateHandler,
  ),
  route(
    {
      method: "post",
      path: `${BASE}/verification`,
      operationId: "sendProviderVerification",
      tag: TAG,
      summary: "Email the chosen contacts a verification link; each becomes a member with the chosen role",
      description: SEND_DESCRIPTION,
      access: guardOf(PROVIDER_POLICY.contactInfoVerify),
      body: VerificationInput,
      response: VerificationOutcome,
      errors: [404],
      successMessage: "Verification email sent",
    },
    verifyHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/verifiedMailList/{id}`,
      operationId: "listProviderVerificationMails",
      tag: TAG,
      summary:
        "Verification emails sent to the health system's contacts, newest first, with each person's status now",
      access: guardOf(PROVIDER_POLICY.contactInfoMails),
      params: IdParams,
      response: Schema.Array(VerificationMail),
      errors: [404],
    },
    contactMailsHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/getNonVerifiedUsers`,
      operationId: "listProviderNonVerifiedUsers",
      tag: TAG,
      summary: "Members whose organisation-user status is VERIFICATION or NONVERIFIED, paged",
      access: guardOf(PROVIDER_POLICY.contactInfoNonVerified),
      query: NonVerifiedUsersQuery,
      response: NonVerifiedUserPage,
      errors: [404],
    },
    nonVerifiedHandler,
  ),
  route(
    {
      method: "post",
      path: `${BASE}/nonVerifiedUser`,
      operationId: "sendToProviderNonVerifiedUsers",
      tag: TAG,
      summary:
        "Send the verification email again to non-verified members, or add a person with a role and send to them",
      description: SEND_DESCRIPTION,
      access: guardOf(PROVIDER_POLICY.contactInfoResend),
      body: NonVerifiedUserInput,
      response: VerificationOutcome,
      errors: [404],
      successMessage: "Verification email sent",
    },
    resendHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/getNonVerifiedUserMailList/{id}`,
      operationId: "listProviderUserVerificationMails",
      tag: TAG,
      summary:
        "Verification emails sent to the health system's members, newest first, with each person's status now",
      access: guardOf(PROVIDER_POLICY.contactInfoMails),
      params: IdParams,
      response: Schema.Array(VerificationMail),
      errors: [404],
    },
    userMailsHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/role-meta`,
      operationId: "listProviderRoleOptions",
      tag: TAG,
      summary: "The health system's roles for the pickers, with how many non-verified members hold each",
      access: guardOf(PROVIDER_POLICY.contactInfoRoles),
      query: RoleMetaQuery,
      response: Schema.Array(RoleOption),
      errors: [404],
    },
    roleMetaHandler,
  ),
];
