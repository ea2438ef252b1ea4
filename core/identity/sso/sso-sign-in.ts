import { Conflict, Forbidden, NotFound, Unauthenticated, ValidationFailed } from "../../shared/errors.ts";
import type { Said } from "../../shared/messages/message.ts";
import type { MembershipDirectory } from "../../organisations/memberships/ports.ts";
import { issueSession, type SessionDeps, type TokenPair } from "../auth/issue-session.ts";
import type { AccountStore, SessionStore } from "../auth/ports.ts";
import type { UnitOfWork } from "../../shared/unit-of-work.ts";
import { SSO } from "./messages.ts";
import { SSO_FLOW_POLICY } from "./policy.ts";
import {
  IssuerFailure,
  type IssuerClient,
  type IssuerSettings,
  type SsoFlowStore,
  type SsoSettingsStore,
} from "./ports.ts";
import {
  flowExpiry,
  flowUsable,
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
  /** The portal's address as browsers reach it (the callback page is under it). */
  readonly publicUrl: string;
}

/** Turns a refused rule into the error its kind deserves; the message names what went wrong. */
const orRefuse = <T>(verdict: Verdict<T>): T => {
  if (verdict.ok) return verdict.value;
  const said: Said = SSO.say(verdict.refusal);
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

export const callbackUrlOf = (publicUrl: string): string =>
  new URL(SSO_FLOW_POLICY.callbackPath, publicUrl.replace(/\/?$/, "/")).href;

/** The organisation's issuer settings when it offers SSO now; refuses with the reason otherwise. */
const usableIssuer = async (deps: SsoDeps, organizationId: string): Promise<IssuerSettings> => {
  const organisation = await deps.memberships.findOrganization(organizationId);
  const settings = await deps.ssoSettings.find(organizationId);
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
 * is stored when the issuer cannot be reached.
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
 * Finishes a sign-in from the issuer's answer (`query`: the callback page's query string). The flow is spent
 * before the code is exchanged, so a replayed answer is refused even while the first is still running; a
 * refused answer leaves no session. A matched member gets a session exactly like a password sign-in.
 */
export const finishSsoSignIn = async (
  deps: SsoDeps,
  request: { readonly query: string; readonly binding: string | undefined },
): Promise<TokenPair> => {
  const params = new URLSearchParams(request.query.replace(/^\?/, ""));
  const state = params.get("state");
  if (!state)
    throw new ValidationFailed({
      ...SSO.say("missingState"),
      fields: [{ field: "query", ...SSO.say("missingState") }],
    });
  const now = deps.clock.now();
  const flow = await deps.ssoFlows.findByStateHash(deps.secrets.sha256(state));
  orRefuse(
    flowUsable(flow, request.binding === undefined ? undefined : deps.secrets.sha256(request.binding), now),
  );
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
  const membership = memberships.find((m) => m.organizationId === flow!.organizationId)!;
  return deps.unitOfWork.run(async ({ sessions, ssoFlows }) => {
    const sessionId = deps.ids.next();
    await sessions.createSession({ id: sessionId, userId: user!.id, createdAt: now });
    await ssoFlows.recordSession({
      sessionId,
      organizationId: flow!.organizationId,
      idToken: answer.idToken,
      createdAt: now,
    });
    return issueSession({ ...deps, sessions }, user!.id, membership, sessionId);
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
  const redirectUrl = new URL(SSO_FLOW_POLICY.signedOutPath, deps.publicUrl.replace(/\/?$/, "/")).href;
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
