import { Conflict, Forbidden, NotFound, Unauthenticated, isAppError } from "../../shared/errors.ts";
import type { Said } from "../../shared/messages/message.ts";
import type { MembershipDirectory } from "../../organisations/memberships/ports.ts";
import { issueSession, type SessionDeps, type TokenPair } from "../auth/issue-session.ts";
import type { AccountStore, SessionStore } from "../auth/ports.ts";
import type { UnitOfWork } from "../../shared/unit-of-work.ts";
import { AUTH } from "../auth/policy.ts";
import { SSO } from "./messages.ts";
import { SSO_FLOW_POLICY } from "./policy.ts";
import {
  IssuerFailure,
  type IssuerClient,
  type IssuerSettings,
  type SsoFlowStore,
  type SsoOutcome,
  type SsoSettingsStore,
} from "./ports.ts";
import {
  flowExpiry,
  flowUsable,
  isOrganisationId,
  ssoAvailability,
  ssoMember,
  verifiedEmailOf,
  type Verdict,
} from "./rules.ts";

export interface SsoDeps extends Omit<SessionDeps, "sessions"> {
  readonly issuer: IssuerClient;
  readonly ssoSettings: SsoSettingsStore;
  readonly ssoFlows: SsoFlowStore;
  readonly memberships: MembershipDirectory;
  readonly accounts: AccountStore;
  readonly unitOfWork: UnitOfWork<{ sessions: SessionStore; ssoFlows: SsoFlowStore }>;
  /** The portal's address as browsers reach it (the callback is under it). */
  readonly publicUrl: string;
}

/** Turns a refused rule into the error its kind deserves; the message names what went wrong. */
const orRefuse = <T>(verdict: Verdict<T>): T => {
  if (verdict.ok) return verdict.value;
  const said: Said =
    verdict.refusal === "deactivated" || verdict.refusal === "organizationNotFound"
      ? AUTH.say(verdict.refusal)
      : SSO.say(verdict.refusal);
  switch (verdict.refusal) {
    case "organizationNotFound":
      throw new NotFound(said);
    case "notSso":
    case "notConfigured":
    case "disabled":
    case "operatorNotSupported":
    case "deactivated":
    case "unknownUser":
      throw new Forbidden(said);
    default:
      throw new Unauthenticated(said);
  }
};

const withBase = (path: string, publicUrl: string) => new URL(path, publicUrl.replace(/\/?$/, "/")).href;

/** The redirect URI registered at every issuer: the API's callback under the portal's public address. */
export const callbackUrlOf = (publicUrl: string): string => withBase(SSO_FLOW_POLICY.callbackPath, publicUrl);

/** Where the browser lands after a start or callback: the sign-in page with the exchange code. */
export const landingUrlOf = (publicUrl: string, exchangeCode: string): string =>
  `${withBase(SSO_FLOW_POLICY.signedOutPath, publicUrl)}?sso=${encodeURIComponent(exchangeCode)}`;

/** The organisation's issuer settings when it offers SSO now; refuses with the reason otherwise. */
const usableIssuer = async (deps: SsoDeps, organizationId: string): Promise<IssuerSettings> => {
  const organisation = isOrganisationId(organizationId)
    ? await deps.memberships.findOrganization(organizationId)
    : undefined;
  const settings = organisation ? await deps.ssoSettings.find(organizationId) : undefined;
  orRefuse(ssoAvailability(organisation, settings));
  return { issuer: settings!.issuer, clientId: settings!.clientId, clientSecret: settings!.clientSecret! };
};

const issuerUnreachable = (error: unknown): never => {
  if (error instanceof IssuerFailure && error.kind !== "unreachable") throw error;
  throw new Conflict(SSO.say("issuerUnreachable"));
};

/**
 * Starts a sign-in: discovers the issuer and keeps the state (hashed), nonce and PKCE verifier server-side
 * for ten minutes, bound to the browser by `binding` (the caller sets it as an http-only cookie). Nothing
 * is stored when the organisation does not offer SSO or the issuer cannot be reached.
 */
export const startSsoSignIn = async (
  deps: SsoDeps,
  organizationId: string,
): Promise<{ authorizationUrl: string; binding: string }> => {
  const settings = await usableIssuer(deps, organizationId);
  const state = deps.issuer.randomState();
  const nonce = deps.issuer.randomNonce();
  const codeVerifier = deps.issuer.randomCodeVerifier();
  const authorizationUrl = await deps.issuer
    .authorizationUrl(settings, { redirectUri: callbackUrlOf(deps.publicUrl), state, nonce, codeVerifier })
    .catch(issuerUnreachable);
  const binding = deps.secrets.randomToken(SSO_FLOW_POLICY.bindingBytes);
  await deps.ssoFlows.create({
    id: deps.ids.next(),
    stateHash: deps.secrets.sha256(state),
    bindingHash: deps.secrets.sha256(binding),
    organizationId,
    nonce,
    codeVerifier,
    expiresAt: flowExpiry(deps.clock.now(), SSO_FLOW_POLICY.flowTtlSeconds),
  });
  return { authorizationUrl, binding };
};

/**
 * Checks the issuer's answer (`query`: the callback's query string) and finds the member it names. The flow
 * is spent before the code is exchanged, so a replayed answer is refused even while the first is running.
 * No session is opened here: the web app redeems the outcome with its exchange code.
 */
export const finishSsoSignIn = async (
  deps: SsoDeps,
  request: { readonly query: string; readonly binding: string | undefined },
): Promise<Extract<SsoOutcome, { kind: "signedIn" }>> => {
  const params = new URLSearchParams(request.query.replace(/^\?/, ""));
  const state = params.get("state");
  if (!state) throw new Unauthenticated(SSO.say("missingState"));
  const now = deps.clock.now();
  const flow = await deps.ssoFlows.findByStateHash(deps.secrets.sha256(state));
  const presented = request.binding === undefined ? undefined : deps.secrets.sha256(request.binding);
  orRefuse(flowUsable(flow, presented, now));
  if (!(await deps.ssoFlows.spend(flow!.id, now))) orRefuse({ ok: false, refusal: "usedState" });
  const settings = await usableIssuer(deps, flow!.organizationId);
  const callbackUrl = `${callbackUrlOf(deps.publicUrl)}?${params.toString()}`;
  const answer = await deps.issuer
    .exchangeCode(settings, { callbackUrl, state, nonce: flow!.nonce, codeVerifier: flow!.codeVerifier })
    .catch((error: unknown) => {
      if (error instanceof IssuerFailure && error.kind === "refused")
        throw new Unauthenticated(SSO.say("providerRefused", { reason: error.detail }));
      if (error instanceof IssuerFailure && error.kind === "rejected")
        throw new Unauthenticated(SSO.say("tokenRejected"));
      return issuerUnreachable(error);
    });
  const email = orRefuse(verifiedEmailOf(answer.claims));
  const user = await deps.accounts.findUserByEmail(email);
  const memberships = user ? await deps.memberships.listMemberships(user.id) : [];
  const member = ssoMember(
    user,
    memberships.map((m) => m.organizationId),
    flow!.organizationId,
  );
  if (!member.ok && member.refusal === "unknownUser") throw new Forbidden(SSO.say("unknownUser", { email }));
  orRefuse(member);
  return {
    kind: "signedIn",
    userId: user!.id,
    organizationId: flow!.organizationId,
    idToken: answer.idToken,
  };
};

/**
 * The stored form of a refusal a person should read on the sign-in page; undefined for anything else (a
 * programming or database error stays a 500 and is logged).
 */
export const refusalOutcome = (error: unknown): SsoOutcome | undefined => {
  if (!isAppError(error)) return undefined;
  if (
    error._tag !== "Unauthenticated" &&
    error._tag !== "Forbidden" &&
    error._tag !== "NotFound" &&
    error._tag !== "Conflict"
  )
    return undefined;
  const params =
    error.params === undefined
      ? undefined
      : Object.fromEntries(Object.entries(error.params).map(([key, value]) => [key, String(value)]));
  return {
    kind: "refused",
    tag: error._tag,
    message: error.message,
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(params === undefined ? {} : { params }),
  };
};

/** Keeps an outcome under a new single-use exchange code, valid one minute; returns the code. */
export const recordOutcome = async (deps: SsoDeps, outcome: SsoOutcome): Promise<string> => {
  const code = deps.secrets.randomToken(32);
  await deps.ssoFlows.recordExchange({
    id: deps.ids.next(),
    codeHash: deps.secrets.sha256(code),
    outcome,
    expiresAt: flowExpiry(deps.clock.now(), SSO_FLOW_POLICY.exchangeTtlSeconds),
  });
  return code;
};

const ERRORS = { Unauthenticated, Forbidden, NotFound, Conflict } as const;

/**
 * Redeems an exchange code once: a refusal is answered as the error it was (so the sign-in page shows its
 * words), a matched member gets a session exactly like a password sign-in (session row, token pair with its
 * sid) if the membership is still active.
 */
export const exchangeSsoCode = async (deps: SsoDeps, code: string): Promise<TokenPair> => {
  const now = deps.clock.now();
  const outcome = await deps.ssoFlows.redeemExchange(deps.secrets.sha256(code), now);
  if (!outcome) throw new Unauthenticated(SSO.say("exchangeInvalid"));
  if (outcome.kind === "refused") {
    const { tag, message, code: key, params } = outcome;
    throw new ERRORS[tag]({
      message,
      ...(key === undefined ? {} : { code: key }),
      ...(params ? { params } : {}),
    });
  }
  const membership = (await deps.memberships.listMemberships(outcome.userId)).find(
    (m) => m.organizationId === outcome.organizationId,
  );
  if (!membership) throw new Forbidden(AUTH.say("deactivated"));
  return deps.unitOfWork.run(async ({ sessions, ssoFlows }) => {
    const sessionId = deps.ids.next();
    await sessions.createSession({ id: sessionId, userId: outcome.userId, createdAt: now });
    await ssoFlows.recordSession({
      sessionId,
      organizationId: outcome.organizationId,
      idToken: outcome.idToken,
      createdAt: now,
    });
    return issueSession({ ...deps, sessions }, outcome.userId, membership, sessionId);
  });
};

/**
 * What the spec's GET /auth/idp/logout returns for a session: the issuer's end-session URL (with the ID token
 * as hint and the portal's sign-in page to come back to), the portal's client id at the issuer, and that
 * return address. A password session, or an issuer that cannot be reached, has no SSO URL: the portal's own
 * sign-out still happens.
 */
export const idpLogout = async (
  deps: Pick<SsoDeps, "issuer" | "ssoSettings" | "ssoFlows" | "publicUrl">,
  sessionId: string | undefined,
): Promise<{ ssoUrl: string | null; clientId: string | null; redirectUrl: string }> => {
  const redirectUrl = withBase(SSO_FLOW_POLICY.signedOutPath, deps.publicUrl);
  const none = { ssoUrl: null, clientId: null, redirectUrl };
  const session = sessionId ? await deps.ssoFlows.findSession(sessionId) : undefined;
  if (!session) return none;
  const settings = await deps.ssoSettings.find(session.organizationId);
  if (!settings || !settings.clientSecret) return none;
  const ssoUrl = await deps.issuer
    .endSessionUrl(
      { issuer: settings.issuer, clientId: settings.clientId, clientSecret: settings.clientSecret },
      { idTokenHint: session.idToken, postLogoutRedirectUri: redirectUrl },
    )
    .catch(() => undefined);
  return { ssoUrl: ssoUrl ?? null, clientId: settings.clientId, redirectUrl };
};
