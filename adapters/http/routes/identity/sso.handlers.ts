import { getCookie, setCookie, deleteCookie } from "hono/cookie";
import { finishSsoSignIn, idpLogout, startSsoSignIn, type SsoDeps } from "#core/identity/sso/sso-sign-in.ts";
import { saveSsoSettings, viewSsoSettings } from "#core/identity/sso/sso-settings.ts";
import { SSO_FLOW_POLICY } from "#core/identity/sso/policy.ts";
import { requireActor } from "../../contract.ts";
import { bearerToken } from "../../actor-from-request.ts";
import { clientAddress } from "./auth.handlers.ts";
import type { SsoContextDeps, SsoInput } from "./sso.deps.ts";
import type {
  OrganizationIdParams,
  SettingsParams,
  SsoCallbackRequest,
  SsoSettingsRequest,
} from "./sso.schemas.ts";

/** The binding cookie is only ever sent back to the SSO calls. */
const COOKIE_PATH = "/api/auth/sso";

const ssoDeps = (services: SsoContextDeps): SsoDeps => {
  const stores = services.stores();
  return {
    issuer: services.issuerClient,
    ssoSettings: stores.ssoSettings,
    ssoFlows: stores.ssoFlows,
    memberships: stores.memberships,
    accounts: stores.accounts,
    unitOfWork: stores.unitOfWork,
    tokens: services.tokens,
    secrets: services.secrets,
    clock: services.clock,
    ids: services.ids,
    publicUrl: services.config.publicUrl,
  };
};

/** Start and callback are public and reach out to an issuer: limited per client address like the code calls. */
const admit = (input: SsoInput<unknown, unknown, unknown>) =>
  input.services.codeLimiter.admit(
    clientAddress(input.context, input.services),
    undefined,
    input.services.clock.now().getTime(),
  );

export const listSsoOrganizationsHandler = async ({ services }: SsoInput<unknown, unknown, unknown>) =>
  services.stores().ssoSettings.listAvailable();

export const startSsoHandler = async (
  input: SsoInput<typeof OrganizationIdParams.Type, unknown, unknown>,
) => {
  await admit(input);
  const { authorizationUrl, binding } = await startSsoSignIn(
    ssoDeps(input.services),
    input.params.organizationId,
  );
  setCookie(input.context, SSO_FLOW_POLICY.bindingCookie, binding, {
    httpOnly: true,
    sameSite: "Lax",
    path: COOKIE_PATH,
    maxAge: SSO_FLOW_POLICY.flowTtlSeconds,
    secure: input.services.config.publicUrl.startsWith("https:"),
  });
  return { authorizationUrl };
};

export const finishSsoHandler = async (input: SsoInput<unknown, unknown, typeof SsoCallbackRequest.Type>) => {
  await admit(input);
  const binding = getCookie(input.context, SSO_FLOW_POLICY.bindingCookie);
  // Spent either way: a second callback in this browser needs a new start.
  deleteCookie(input.context, SSO_FLOW_POLICY.bindingCookie, { path: COOKIE_PATH });
  return finishSsoSignIn(ssoDeps(input.services), { query: input.body.query, binding });
};

export const idpLogoutHandler = async ({ services, context }: SsoInput<unknown, unknown, unknown>) => {
  const bearer = bearerToken(context.req.header("authorization"));
  const claims = bearer ? await services.tokens.verifyAccess(bearer) : undefined;
  return idpLogout(ssoDeps(services), claims?.sid);
};

const settingsDeps = (services: SsoContextDeps) => {
  const stores = services.stores();
  return {
    ssoSettings: stores.ssoSettings,
    memberships: stores.memberships,
    clock: services.clock,
    publicUrl: services.config.publicUrl,
  };
};

export const viewSsoSettingsHandler = async ({
  services,
  actor,
  params,
}: SsoInput<typeof SettingsParams.Type, unknown, unknown>) =>
  viewSsoSettings(settingsDeps(services), requireActor(actor), params.id);

export const saveSsoSettingsHandler = async ({
  services,
  actor,
  params,
  body,
}: SsoInput<typeof SettingsParams.Type, unknown, typeof SsoSettingsRequest.Type>) =>
  saveSsoSettings(settingsDeps(services), requireActor(actor), params.id, body);
