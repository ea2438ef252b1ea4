import { Schema } from "effect";
import { USER_ADMINISTRATION_MESSAGES } from "#core/organisations/users/messages.ts";
import type { USER_OPERATIONS } from "#core/organisations/users/policy.ts";
import { USER_ADMINISTRATION_POLICY } from "#core/organisations/users/policy.ts";
import {
  AcceptInvitationInput,
  InviteUserInput,
  UpdateUserInput,
  USER_SIDES,
  type UserSide,
} from "#core/organisations/users/user-administration.ts";
import { guardOf } from "../../contract.ts";
import { route } from "./users.deps.ts";
import {
  acceptInvitationHandler,
  deactivateHandler,
  getHandler,
  inviteHandler,
  listHandler,
  reactivateHandler,
  resendHandler,
  roleOptionsHandler,
  siteOptionsHandler,
  unlockHandler,
  updateHandler,
} from "./users.handlers.ts";
import {
  OrganisationUser,
  OrganisationUserPage,
  RoleOption,
  SiteOption,
  UserIdParams,
  UserListQuery,
} from "./users.schemas.ts";

const SAID = USER_ADMINISTRATION_MESSAGES.texts;
const TITLE = { notisphere: "Notisphere", supplier: "Supplier", provider: "Provider" } as const;
const WHOSE = {
  notisphere: "the operator's",
  supplier: "the caller's supplier",
  provider: "the caller's provider",
} as const;

/** The users calls of one side; every one but the operator's list works on the caller's own organisation. */
const sideRoutes = (side: UserSide) => {
  const rule = guardOf;
  const policy = (name: (typeof USER_OPERATIONS)[number]) => USER_ADMINISTRATION_POLICY[`${side}.${name}`];
  const base = `/${side}/users`;
  const tag = "users";
  const action = (
    name: "deactivate" | "reactivate" | "unlock" | "resendInvitation",
    path: string,
    summary: string,
    successMessage: string,
    handler: typeof deactivateHandler,
  ) =>
    route(
      {
        method: "post",
        path: `${base}/{id}/${path}`,
        operationId: `${name}${TITLE[side]}User`,
        tag,
        summary,
        access: rule(policy(name)),
        params: UserIdParams,
        response: OrganisationUser,
        errors: [404, 409],
        successMessage,
      },
      handler(side),
    );
  return [
    // Before {id}, which would otherwise take "role-options" as an id.
    route(
      {
        method: "get",
        path: `${base}/role-options`,
        operationId: `list${TITLE[side]}UserRoleOptions`,
        tag,
        summary: "The organisation's roles for the users form, each marked assignable by the caller or not",
        access: rule(policy("roleOptions")),
        response: Schema.Array(RoleOption),
      },
      roleOptionsHandler(side),
    ),
    route(
      {
        method: "get",
        path: base,
        operationId: `list${TITLE[side]}Users`,
        tag,
        summary:
          side === "notisphere"
            ? "Every user of every organisation, with organisation name and type, paged, sorted and filtered"
            : `Users of ${WHOSE[side]} organisation, paged, sorted and filtered`,
        access: rule(policy("list")),
        query: UserListQuery,
        response: OrganisationUserPage,
      },
      listHandler(side),
    ),
    route(
      {
        method: "get",
        path: `${base}/{id}`,
        operationId: `get${TITLE[side]}User`,
        tag,
        summary: `One user of ${WHOSE[side]} organisation, by the person's id`,
        description: "A person who is not a member of the caller's organisation is not found (404).",
        access: rule(policy("view")),
        params: UserIdParams,
        response: OrganisationUser,
        errors: [404],
      },
      getHandler(side),
    ),
    route(
      {
        method: "post",
        path: base,
        operationId: `invite${TITLE[side]}User`,
        tag,
        summary: "Invite a person by e-mail with a role of the caller's organisation",
        description:
          "A new e-mail gets an account in VERIFICATION and an e-mail (through the outbox) with a one-time link to set a password, valid 7 days. An e-mail that already has an account in another organisation only gets the membership (no new password). The role must be the organisation's own and hold no permission the caller lacks" +
          (side === "provider" ? "; siteIds null means every site." : "."),
        access: rule(policy("invite")),
        body: InviteUserInput,
        response: OrganisationUser,
        errors: [403, 409],
        successMessage: SAID.invited,
      },
      inviteHandler(side),
    ),
    route(
      {
        method: "put",
        path: `${base}/{id}`,
        operationId: `update${TITLE[side]}User`,
        tag,
        summary: side === "provider" ? "Change name, phone, role and sites" : "Change name, phone and role",
        description:
          "Nobody gives a role with permissions they do not hold (403), and the last administrator cannot be demoted (409).",
        access: rule(policy("update")),
        params: UserIdParams,
        body: UpdateUserInput,
        response: OrganisationUser,
        errors: [403, 404, 409],
        successMessage: SAID.saved,
      },
      updateHandler(side),
    ),
    action(
      "deactivate",
      "deactivate",
      "Deactivate the membership and end the person's sessions (not yourself, not the last administrator)",
      SAID.deactivated,
      deactivateHandler,
    ),
    action(
      "reactivate",
      "reactivate",
      "Reactivate a deactivated membership",
      SAID.reactivated,
      reactivateHandler,
    ),
    action("unlock", "unlock", "Unlock an account locked by wrong passwords", SAID.unlocked, unlockHandler),
    action(
      "resendInvitation",
      "resend-invitation",
      "Send a new invitation link; the previous link stops working",
      SAID.invitationResent,
      resendHandler,
    ),
  ];
};

/** The site picker comes before /provider/users/{id}, which would otherwise take "site-options" as an id. */
export const userRoutes = [
  route(
    {
      method: "get",
      path: "/provider/users/site-options",
      operationId: "listProviderUserSiteOptions",
      tag: "users",
      summary: "The provider organisation's sites, for the users form's site picker (Corporate first)",
      access: guardOf(USER_ADMINISTRATION_POLICY["provider.siteOptions"]),
      response: Schema.Array(SiteOption),
    },
    siteOptionsHandler,
  ),
  ...USER_SIDES.flatMap(sideRoutes),
  route(
    {
      method: "post",
      path: "/auth/invitation/accept",
      operationId: "acceptInvitation",
      tag: "auth",
      summary: "Set the first password with an invitation link's token; the account becomes VERIFIED",
      description:
        "The token works once and for 7 days; a used, expired or wrong token is refused (400) and changes nothing. Five wrong tokens spend the invitation. Rate limited per client address and per e-mail like the password reset (429 with Retry-After).",
      access: { kind: "public" },
      body: AcceptInvitationInput,
      response: Schema.Null,
      errors: [429],
      successMessage: SAID.invitationAccepted,
    },
    acceptInvitationHandler,
  ),
];
