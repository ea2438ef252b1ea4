import { Schema } from "effect";
import { Provider } from "./providers.schemas.ts";
import { pageOf } from "../../page-schema.ts";
import { listQuery, textParam } from "../../list-query.ts";

export const Contact = Schema.Struct({
  id: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  phone: Schema.NullOr(Schema.String),
  title: Schema.NullOr(Schema.String),
  isPrimary: Schema.Boolean,
}).annotate({ identifier: "ProviderContact" });

export const ProviderSummary = Schema.Struct({
  provider: Provider,
  contacts: Schema.Array(Contact),
  members: Schema.Int,
  verifiedMembers: Schema.Int,
  nonVerifiedMembers: Schema.Int,
  mailsSent: Schema.Int,
  lastMailAt: Schema.NullOr(Schema.String),
  administrators: Schema.Array(
    Schema.Struct({ name: Schema.String, email: Schema.String, status: Schema.String }),
  ),
}).annotate({ identifier: "ProviderSummary" });

export const MailTemplate = Schema.Struct({
  to: Schema.String,
  subject: Schema.String,
  text: Schema.String,
}).annotate({ identifier: "VerificationMailTemplate" });

export const VerificationOutcome = Schema.Struct({
  sent: Schema.Int,
  repeated: Schema.Boolean,
}).annotate({ identifier: "VerificationOutcome" });

export const VerificationMail = Schema.Struct({
  id: Schema.String,
  kind: Schema.Literals(["CONTACT", "USER"]),
  email: Schema.String,
  fullName: Schema.String,
  roleName: Schema.NullOr(Schema.String),
  sentAt: Schema.String,
  sentByName: Schema.NullOr(Schema.String),
  status: Schema.String,
}).annotate({ identifier: "VerificationMail" });

export const NonVerifiedUser = Schema.Struct({
  userId: Schema.String,
  email: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  roleName: Schema.String,
  status: Schema.String,
  lastSentAt: Schema.NullOr(Schema.String),
  timesSent: Schema.Int,
}).annotate({ identifier: "NonVerifiedUser" });

export const NonVerifiedUserPage = pageOf(NonVerifiedUser, "NonVerifiedUserPage");

export const NonVerifiedUsersQuery = listQuery({
  identifier: "NonVerifiedUsersQuery",
  sort: { fields: ["name"] as const, default: "name" },
  searchDescription: "Finds the text in the e-mail, first or last name",
  params: { organizationId: textParam("The health system (required)") },
});

export const RoleMetaQuery = Schema.Struct({
  organization_id: Schema.String.annotate({ description: "The health system" }),
  isNonVerifiedChecked: Schema.optional(Schema.Literals(["true", "false"])).annotate({
    description: "true: only roles held by at least one member who has not verified their e-mail",
  }),
});

export const RoleOption = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  nonVerifiedCount: Schema.Int,
}).annotate({ identifier: "ProviderRoleOption" });
