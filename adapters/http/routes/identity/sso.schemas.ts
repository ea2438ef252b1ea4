import { Schema } from "effect";

export const OrganizationIdParams = Schema.Struct({ organizationId: Schema.String });
export const SettingsParams = Schema.Struct({ id: Schema.String });

export const SsoOrganization = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  type: Schema.String,
}).annotate({ identifier: "SsoOrganization", description: "An organisation whose members sign in by SSO" });

export const SsoCallbackQuery = Schema.Struct({
  code: Schema.optional(Schema.String),
  state: Schema.optional(Schema.String),
  iss: Schema.optional(Schema.String),
  error: Schema.optional(Schema.String),
  error_description: Schema.optional(Schema.String),
}).annotate({
  identifier: "SsoCallbackQuery",
  description: "The issuer's authorization response: code, state and iss, or error and error_description.",
});

export const SsoExchangeRequest = Schema.Struct({
  code: Schema.String.check(Schema.isMaxLength(200)),
}).annotate({
  identifier: "SsoExchangeRequest",
  description: "The single-use code the sign-in page got in its address (?sso=) after a single sign-on.",
});

export const IdpLogout = Schema.Struct({
  ssoUrl: Schema.NullOr(Schema.String),
  clientId: Schema.NullOr(Schema.String),
  redirectUrl: Schema.String,
}).annotate({
  identifier: "IdpLogout",
  description:
    "ssoUrl: the issuer's end-session URL with id_token_hint and post_logout_redirect_uri (null for a password session or an issuer without one); clientId: the portal's client id at the issuer; redirectUrl: where the issuer sends the browser back.",
});

export const SsoSettings = Schema.Struct({
  organizationId: Schema.String,
  organizationName: Schema.String,
  isSso: Schema.Boolean,
  issuer: Schema.String,
  clientId: Schema.String,
  hasClientSecret: Schema.Boolean,
  enabled: Schema.Boolean,
  redirectUri: Schema.String,
}).annotate({
  identifier: "SsoSettings",
  description:
    "An organisation's OpenID Connect issuer. The client secret is never returned: hasClientSecret says whether one is stored. redirectUri is the address to register at the issuer.",
});

export const SsoSettingsRequest = Schema.Struct({
  issuer: Schema.String.check(Schema.isMaxLength(500)),
  clientId: Schema.String.check(Schema.isMaxLength(200)),
  clientSecret: Schema.optional(Schema.String.check(Schema.isMaxLength(2000))),
  enabled: Schema.Boolean,
}).annotate({
  identifier: "SsoSettingsRequest",
  description: "clientSecret is write-only: leave it out (or empty) to keep the stored one.",
});
