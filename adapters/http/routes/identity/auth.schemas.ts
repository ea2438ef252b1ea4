import { Schema } from "effect";
import { UserType } from "#core/access/permissions.ts";

export const TokenRequest = Schema.Struct({
  client_id: Schema.String,
  grant_type: Schema.Literals(["password", "refresh_token"]),
  email: Schema.optional(Schema.String),
  password: Schema.optional(Schema.String),
  refresh_token: Schema.optional(Schema.String),
  login_as: Schema.optional(Schema.String),
  login_as_org_id: Schema.optional(Schema.Union([Schema.String, Schema.Int])),
}).annotate({
  identifier: "TokenRequest",
  description:
    "The sign-in form: a password sign-in, a refresh (Switch Accounts with login_as), or the choice of login type and organisation.",
});

export const TokenPair = Schema.Struct({
  access_token: Schema.String,
  refresh_token: Schema.String,
  token_type: Schema.Literal("Bearer"),
  expires_in: Schema.Int,
}).annotate({ identifier: "TokenPair" });

export const LoginOption = Schema.Struct({
  userType: UserType,
  organizations: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String })),
}).annotate({ identifier: "LoginOption" });

export const TokenResponse = Schema.Struct({
  access_token: Schema.optional(Schema.String),
  refresh_token: Schema.optional(Schema.String),
  token_type: Schema.optional(Schema.Literal("Bearer")),
  expires_in: Schema.optional(Schema.Int),
  login_as_required: Schema.optional(Schema.Boolean),
  options: Schema.optional(Schema.Array(LoginOption)),
}).annotate({
  identifier: "TokenResponse",
  description: "Either a token pair, or login_as_required with the memberships to choose from.",
});

export const RefreshRequest = Schema.Struct({
  refresh_token: Schema.String,
  access_token: Schema.optional(Schema.String),
}).annotate({ identifier: "RefreshRequest" });

export const LogoutRequest = Schema.Struct({ refresh_token: Schema.optional(Schema.String) }).annotate({
  identifier: "LogoutRequest",
});

export const EmailRequest = Schema.Struct({ email: Schema.String }).annotate({ identifier: "EmailRequest" });

export const CodeRequest = Schema.Struct({ email: Schema.String, code: Schema.String }).annotate({
  identifier: "CodeRequest",
});

export const ResetToken = Schema.Struct({ reset_token: Schema.String }).annotate({
  identifier: "ResetToken",
});

export const RestoreRequest = Schema.Struct({
  email: Schema.String,
  reset_token: Schema.String,
  password: Schema.String,
  confirm_password: Schema.optional(Schema.String),
}).annotate({ identifier: "RestoreRequest" });
