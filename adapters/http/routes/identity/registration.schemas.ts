import { Schema } from "effect";
import { OrganizationType } from "#core/access/permissions.ts";

export { SignUpInput } from "#core/identity/registration/sign-up.ts";
export { UserDataInput } from "#core/identity/registration/verify-email.ts";

export const LinkQuery = Schema.Struct({ selfregistrationlink: Schema.String }).annotate({
  identifier: "RegistrationLinkQuery",
});

export const OrganizationIdQuery = Schema.Struct({ organizationId: Schema.String }).annotate({
  identifier: "OrganizationIdQuery",
});

export const PublicOrganization = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  type: OrganizationType,
  logo: Schema.NullOr(Schema.String),
}).annotate({
  identifier: "PublicOrganization",
  description: "What the public registration pages show of an organisation.",
});

export const SignUpResult = Schema.Struct({ email: Schema.String }).annotate({ identifier: "SignUpResult" });

export const UserDataResult = Schema.Struct({ verified: Schema.Boolean }).annotate({
  identifier: "UserDataResult",
  description: "verified: true after a correct code; false after a resend request.",
});
