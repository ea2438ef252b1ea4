import { Schema } from "effect";
import { PENDING_SORT_FIELDS } from "#core/identity/registration/ports.ts";
import { listQuery } from "../../list-query.ts";
import { pageOf } from "../../page-schema.ts";

export { CreateLinkInput } from "#core/identity/registration/administer-link.ts";

export const RegistrationLinkView = Schema.Struct({
  enabled: Schema.Boolean,
  url: Schema.NullOr(Schema.String),
  token: Schema.NullOr(Schema.String),
  createdAt: Schema.NullOr(Schema.String),
  expiresAt: Schema.NullOr(Schema.String),
  expired: Schema.Boolean,
}).annotate({
  identifier: "RegistrationLinkView",
  description: "The organisation's self-registration link; enabled false when it is turned off.",
});

export const PendingRegistrationRow = Schema.Struct({
  membershipId: Schema.String,
  userId: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  phone: Schema.NullOr(Schema.String),
  emailVerified: Schema.Boolean,
  roleName: Schema.String,
  registeredAt: Schema.String,
}).annotate({ identifier: "PendingRegistration" });

export const PendingRegistrationPage = pageOf(PendingRegistrationRow, "PendingRegistrationPage");

export const PendingRegistrationQuery = listQuery({
  identifier: "PendingRegistrationQuery",
  sort: {
    fields: PENDING_SORT_FIELDS,
    default: "registeredAt",
    defaultDirection: "desc",
    description: "registeredAt, lastName, firstName or email",
  },
  searchDescription: "Finds the text in the e-mail, first or last name",
});

export const MembershipIdParams = Schema.Struct({ membershipId: Schema.String });
