import { Schema } from "effect";
import type { OrganizationType, UserType } from "../../access/permissions.ts";
import { isValidEmail, isValidPhone } from "../../shared/validation/rules.ts";
import { VALIDATION_MESSAGES } from "../../shared/validation/messages.ts";
import type { OrganisationUserStatus } from "./organisation-user-status.ts";

/** The three users screens: each administers the users of the caller's own organisation of that type. */
export const USER_SIDES = ["notisphere", "supplier", "provider"] as const;
export type UserSide = (typeof USER_SIDES)[number];

export const ORGANIZATION_TYPE_OF_SIDE = {
  notisphere: "NOTISPHERE",
  supplier: "SUPPLIER",
  provider: "PROVIDER",
} as const satisfies Record<UserSide, OrganizationType>;

export const USER_TYPE_OF_SIDE = {
  notisphere: "NOTISPHERE",
  supplier: "SUPP",
  provider: "PROV",
} as const satisfies Record<UserSide, UserType>;

export const ORGANISATION_USER_STATUSES = [
  "VERIFIED",
  "VERIFICATION",
  "NONVERIFIED",
  "DEACTIVATED",
  "LOCKED",
  "PENDING",
  "SSO",
] as const satisfies readonly OrganisationUserStatus[];

export const UserSortField = [
  "name",
  "email",
  "role",
  "status",
  "organisationName",
  "createdAt",
  "lastSignInAt",
] as const;
export type UserSortField = (typeof UserSortField)[number];
export const UserFilterField = ["name", "email", "role", "organisationName"] as const;
export type UserFilterField = (typeof UserFilterField)[number];

export const UserAction = Schema.Literals(["edit", "deactivate", "reactivate", "unlock", "resendInvitation"]);
export type UserAction = typeof UserAction.Type;

/** One person in one organisation, as the users screens list it (a row is a membership). */
export interface OrganisationUserRecord {
  readonly membershipId: string;
  readonly userId: string;
  readonly organizationId: string;
  readonly organizationName: string;
  readonly organizationType: OrganizationType;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly roleId: string;
  readonly roleName: string;
  readonly permissions: readonly string[];
  /** Provider sites the member works for; "all" is every site (the Corporate view). */
  readonly siteIds: readonly string[] | "all";
  readonly accountStatus: string;
  readonly lockedAt: Date | null;
  readonly membershipStatus: string;
  readonly createdAt: Date;
  readonly lastSignInAt: Date | null;
}

const text = (max: number, required: boolean) =>
  Schema.String.pipe(
    Schema.check(
      Schema.makeFilter((s: string) => (required && s.trim() === "" ? VALIDATION_MESSAGES.required : true)),
      Schema.makeFilter((s: string) => (s.length > max ? `Maximum ${max} characters` : true)),
    ),
  );

const Email = text(254, true).pipe(
  Schema.check(Schema.makeFilter((s: string) => (isValidEmail(s) ? true : VALIDATION_MESSAGES.email))),
);
const Phone = Schema.NullOr(
  text(40, false).pipe(
    Schema.check(
      Schema.makeFilter((s: string) =>
        s.trim() === "" || isValidPhone(s) ? true : VALIDATION_MESSAGES.phoneNumber,
      ),
    ),
  ),
);
/** null: every site (the Corporate view); otherwise at least one of the organisation's sites. */
const SiteIds = Schema.NullOr(Schema.Array(Schema.String).pipe(Schema.check(Schema.isMinLength(1))));

/** What the invite form sends: the person and their role (and, for providers, sites) in the caller's organisation. */
export const InviteUserInput = Schema.Struct({
  email: Email,
  firstName: text(100, true),
  lastName: text(100, true),
  phone: Schema.optional(Phone),
  roleId: text(100, true),
  siteIds: Schema.optional(SiteIds),
}).annotate({ identifier: "InviteUserInput" });
export type InviteUserInput = typeof InviteUserInput.Type;

/** What the edit form sends. The e-mail is the person's sign-in name and is not changed here. */
export const UpdateUserInput = Schema.Struct({
  firstName: text(100, true),
  lastName: text(100, true),
  phone: Schema.optional(Phone),
  roleId: text(100, true),
  siteIds: Schema.optional(SiteIds),
}).annotate({ identifier: "UpdateUserInput" });
export type UpdateUserInput = typeof UpdateUserInput.Type;

/** Accepting an invitation: the link's e-mail and token, and the new password. */
export const AcceptInvitationInput = Schema.Struct({
  email: Schema.String,
  token: Schema.String,
  password: Schema.String,
  confirm_password: Schema.optional(Schema.String),
}).annotate({ identifier: "AcceptInvitationInput" });
export type AcceptInvitationInput = typeof AcceptInvitationInput.Type;

/** An invitation link lives a week: long enough for a holiday, short enough that an old e-mail is dead. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;
