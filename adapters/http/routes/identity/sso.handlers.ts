import { getCookie } from "hono/cookie";
import {
  exchangeSsoCode,
  finishSsoSignIn,
  idpLogout,
  landingUrlOf,
  recordOutcome,
  refusalOutcome,
  startSsoSignIn,
  type SsoDeps,
} from "#core/identity/sso/sso-sign-in.ts";
import { saveSsoSettings, viewSsoSettings } from "#core/identity/sso/sso-settings.ts";
import { SSO_FLOW_POLICY } from "#core/identity/sso/policy.ts";
import { requireActor } from "../../contract.ts";
import { bearerToken } from "../../actor-from-request.ts";
import { clientAddress } from "./auth.handlers.ts";
import type { SsoContextDeps, SsoInput } from "./sso.deps.ts";
import type {
  OrganizationIdParams,
  SettingsParams,
  SsoExchangeRequest,
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

/** A 302 to `location`; never cached, since each carries a one-time code or state. */
const redirectTo = (location: string) =>
  new Response(null, { status: 302, headers: { location, "cache-control": "no-store" } });

/**
 * Runs one step of the browser's navigation; a refusal a person should read is kept under an exchange code
 * and the browser goes to the sign-in page with it, which shows the words (start and callback are
 * navigations, so an envelope would be a page of JSON).
 */
const orLandWithRefusal = async (deps: SsoDeps, step: () => Promise<Response>): Promise<Response> => {
  try {
    return await step();
  } catch (error) {
    const refusal = refusalOutcome(error);
    if (!refusal) throw error;
    return redirectTo(landingUrlOf(deps.publicUrl, await recordOutcome(deps, refusal)));
  }
};

export const startSsoHandler = async (
  input: SsoInput<typeof OrganizationIdParams.Type, unknown, unknown>,
) => {
  await admit(input);
  const deps = ssoDeps(input.services);
  return orLandWithRefusal(deps, async () => {
    const { authorizationUrl, binding } = await startSsoSignIn(deps, input.params.organizationId);
    const response = redirectTo(authorizationUrl);
    const secure = input.services.config.publicUrl.startsWith("https:") ? "; Secure" : "";
    response.headers.append(
      "set-cookie",
      `${SSO_FLOW_POLICY.bindingCookie}=${binding}; Path=${COOKIE_PATH}; Max-Age=${SSO_FLOW_POLICY.flowTtlSeconds}; HttpOnly; SameSite=Lax${secure}`,
    );
    return response;
  });
};

export const finishSsoHandler = async (input: SsoInput<unknown, unknown, unknown>) => {
  await admit(input);
  const deps = ssoDeps(input.services);
  const binding = getCookie(input.context, SSO_FLOW_POLICY.bindingCookie);
  const url = new URL(input.context.req.url);
  const response = await orLandWithRefusal(deps, async () => {
    const outcome = await finishSsoSignIn(deps, { query: url.search, binding });
    return redirectTo(landingUrlOf(deps.publicUrl, await recordOutcome(deps, outcome)));
  });
  // Spent either way: another answer in this browser needs a new start.
  response.headers.append(
    "set-cookie",
    `${SSO_FLOW_POLICY.bindingCookie}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`,
  );
  return response;
};

export const exchangeSsoHandler = async (
  input: SsoInput<unknown, unknown, typeof SsoExchangeRequest.Type>,
) => {
  await admit(input);
  return exchangeSsoCode(ssoDeps(input.services), input.body.code);
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
