import { Schema } from "effect";

export const OrganizationIdParams = Schema.Struct({ organizationId: Schema.String });
export const SettingsParams = Schema.Struct({ id: Schema.String });

export const SsoOrganization = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  type: Schema.String,
}).annotate({ identifier: "SsoOrganization", description: "An organisation whose members sign in by SSO" });

export const SsoStart = Schema.Struct({
  authorizationUrl: Schema.String,
}).annotate({
  identifier: "SsoStart",
  description:
    "The issuer's authorization URL (code flow with PKCE S256, state and nonce) the browser goes to next. The answer also sets an http-only cookie binding the attempt to this browser.",
});

export const SsoCallbackRequest = Schema.Struct({
  query: Schema.String.check(Schema.isMaxLength(8192)),
}).annotate({
  identifier: "SsoCallbackRequest",
  description:
    "The query string the issuer sent the browser back to /login/sso-callback with (code, state, iss or error).",
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
