import { Schema } from "effect";
import { SSO_MESSAGES } from "#core/identity/sso/messages.ts";
import { SSO_POLICY } from "#core/identity/sso/policy.ts";
import { guardOf } from "../../contract.ts";
import { TokenPair } from "./auth.schemas.ts";
import { ssoRoute } from "./sso.deps.ts";
import {
  exchangeSsoHandler,
  finishSsoHandler,
  idpLogoutHandler,
  listSsoOrganizationsHandler,
  saveSsoSettingsHandler,
  startSsoHandler,
  viewSsoSettingsHandler,
} from "./sso.handlers.ts";
import {
  IdpLogout,
  OrganizationIdParams,
  SettingsParams,
  SsoCallbackQuery,
  SsoExchangeRequest,
  SsoOrganization,
  SsoSettings,
  SsoSettingsRequest,
} from "./sso.schemas.ts";

export const ssoFlowRoutes = [
  ssoRoute(
    {
      method: "get",
      path: "/auth/sso/organizations",
      operationId: "listSsoOrganizations",
      tag: "auth",
      summary: "Organisations whose members sign in by single sign-on (the sign-in page's choice)",
      access: { kind: "public" },
      response: Schema.Array(SsoOrganization),
    },
    listSsoOrganizationsHandler,
  ),
  ssoRoute(
    {
      method: "get",
      path: "/auth/sso/{organizationId}/start",
      operationId: "startSso",
      tag: "auth",
      summary: "Start single sign-on with the organisation's OpenID Connect issuer (a browser navigation)",
      description:
        "Discovers the issuer, keeps a state (hashed), nonce and PKCE verifier server-side for ten minutes, sets an http-only cookie binding the attempt to this browser, and redirects to the issuer's authorization endpoint (code flow, PKCE S256). When the organisation is not marked SSO, has no complete settings, has them turned off, or its issuer cannot be reached, nothing is stored and the browser goes to /login?sso=<code>, whose exchange (POST /auth/sso/exchange) answers the refusal. Rate limited per client address (429).",
      access: { kind: "public" },
      params: OrganizationIdParams,
      response: Schema.Null,
      errors: [429],
      redirect: "To the issuer's authorization endpoint, or to /login?sso=<exchange code> when refused",
    },
    startSsoHandler,
  ),
  ssoRoute(
    {
      method: "get",
      path: "/auth/sso/callback",
      operationId: "finishSso",
      tag: "auth",
      summary:
        "The issuer's redirect URI: checks its answer and sends the browser to the sign-in page with an exchange code",
      description:
        "The state must name a live, unused attempt started in this browser (its cookie); the attempt is spent at once, so a replayed answer is refused. The code is exchanged with the PKCE verifier and the ID token's nonce, issuer, audience and signature are checked by the OpenID Connect client. The ID token's (or userinfo's) email must be marked email_verified and belong to an ACTIVE member of the organisation; nobody is created. Success or refusal, the browser goes to /login?sso=<code>, a single-use code valid one minute; no token travels in a URL.",
      access: { kind: "public" },
      query: SsoCallbackQuery,
      response: Schema.Null,
      errors: [429],
      redirect: "To /login?sso=<exchange code>",
    },
    finishSsoHandler,
  ),
  ssoRoute(
    {
      method: "post",
      path: "/auth/sso/exchange",
      operationId: "exchangeSso",
      tag: "auth",
      summary: "Redeem the sign-in page's single sign-on code: the portal's token pair, or the refusal",
      description:
        "Once only. A matched member gets a session exactly like a password sign-in; a refused sign-in answers its reason (401 wrong, expired or replayed state, nonce or token not verified, unverified e-mail; 403 not SSO, SSO off, not an active member; 404 unknown organisation; 409 issuer unreachable).",
      access: { kind: "public" },
      body: SsoExchangeRequest,
      response: TokenPair,
      errors: [403, 404, 409, 429],
    },
    exchangeSsoHandler,
  ),
  ssoRoute(
    {
      method: "get",
      path: "/auth/idp/logout",
      operationId: "idpLogout",
      tag: "auth",
      summary: "The issuer's sign-out address for this session (SSO url, app client id, redirect url)",
      description:
        "Call before POST /auth/logout; then send the browser to ssoUrl when it is not null so the issuer ends its session too.",
      access: guardOf(SSO_POLICY.idpLogout),
      response: IdpLogout,
    },
    idpLogoutHandler,
  ),
];

export const ssoSettingsRoutes = [
  ssoRoute(
    {
      method: "get",
      path: "/notisphere/organizations/sso-settings/{id}",
      operationId: "getOrganizationSsoSettings",
      tag: "organizations",
      summary: "An organisation's single sign-on settings (the client secret is never returned)",
      description:
        "Notisphere_ManageSuppliers for a supplier, Notisphere_ManageProviders for a provider; the operator's own organisation has none.",
      access: guardOf(SSO_POLICY.viewSettings),
      params: SettingsParams,
      response: SsoSettings,
      errors: [404],
    },
    viewSsoSettingsHandler,
  ),
  ssoRoute(
    {
      method: "put",
      path: "/notisphere/organizations/sso-settings/{id}",
      operationId: "saveOrganizationSsoSettings",
      tag: "organizations",
      summary:
        "Set an organisation's OpenID Connect issuer, client id, client secret (write-only) and whether SSO is on",
      description:
        "The issuer must be an https URL (http only on a loopback address, for a development provider). The client secret is required until one is stored; leave it out to keep it.",
      access: guardOf(SSO_POLICY.saveSettings),
      params: SettingsParams,
      body: SsoSettingsRequest,
      response: SsoSettings,
      errors: [404],
      successMessage: SSO_MESSAGES.settingsSaved,
    },
    saveSsoSettingsHandler,
  ),
];
