import { Schema } from "effect";
import { SSO_MESSAGES } from "#core/identity/sso/messages.ts";
import { SSO_POLICY } from "#core/identity/sso/policy.ts";
import { guardOf } from "../../contract.ts";
import { TokenPair } from "./auth.schemas.ts";
import { ssoRoute } from "./sso.deps.ts";
import {
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
  SsoCallbackRequest,
  SsoOrganization,
  SsoSettings,
  SsoSettingsRequest,
  SsoStart,
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
      summary: "Start single sign-on with the organisation's OpenID Connect issuer",
      description:
        "Discovers the issuer, keeps a state (hashed), nonce and PKCE verifier server-side for ten minutes and answers the authorization URL to send the browser to; an http-only cookie binds the attempt to this browser. Refused when the organisation is not marked SSO, has no complete settings or has them turned off (403), and when the issuer cannot be reached (409); nothing is stored then. Rate limited per client address (429).",
      access: { kind: "public" },
      params: OrganizationIdParams,
      response: SsoStart,
      errors: [404, 409, 429],
    },
    startSsoHandler,
  ),
  ssoRoute(
    {
      method: "post",
      path: "/auth/sso/callback",
      operationId: "finishSso",
      tag: "auth",
      summary: "Finish single sign-on with the issuer's answer; returns the portal's token pair",
      description:
        "The web app's /login/sso-callback page posts the query the issuer sent back. The state must name a live, unused attempt of this browser; the code is exchanged with the PKCE verifier and the ID token's nonce, issuer and signature are checked by the OpenID Connect client. The ID token's email must be marked email_verified and belong to an ACTIVE member of the organisation (nobody is created). The session is issued like a password sign-in. Any refusal leaves no session and spends the attempt.",
      access: { kind: "public" },
      body: SsoCallbackRequest,
      response: TokenPair,
      errors: [403, 404, 409, 429],
    },
    finishSsoHandler,
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
      path: "/notisphere/organizations/{id}/sso",
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
      path: "/notisphere/organizations/{id}/sso",
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
