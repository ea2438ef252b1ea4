import type { Context } from "hono";
import { lastForwardedAddress, rateLimitKeyOf } from "../../client-address.ts";
import { getConnInfo } from "@hono/node-server/conninfo";
import { parseLoginAsType } from "#core/identity/auth/choose-membership.ts";
import { refreshSession, signOut } from "#core/identity/auth/refresh-session.ts";
import { signIn } from "#core/identity/auth/sign-in.ts";
import { requestUnlockCode, restoreUser, verifyUnlockCode } from "#core/identity/auth/unlock-account.ts";
import { AccountLocked, fieldFailure, Forbidden, Unauthenticated } from "#core/shared/errors.ts";
import { REQUEST_MESSAGES } from "#core/shared/messages/common-messages.ts";
import { VALIDATION } from "#core/shared/validation/messages.ts";
import { bearerToken } from "../../actor-from-request.ts";
import type { IdentityContextDeps, IdentityInput } from "./deps.ts";
import type {
  CodeRequest,
  EmailRequest,
  LogoutRequest,
  RefreshRequest,
  RestoreRequest,
  TokenRequest,
} from "./auth.schemas.ts";

type In<B> = IdentityInput<unknown, unknown, B>;

/** The client address for rate limiting; behind a proxy only when TRUST_PROXY says the header is ours. */
export const clientAddress = (c: Context, services: Pick<IdentityContextDeps, "config">): string => {
  if (services.config.trustProxy) {
    const forwarded = lastForwardedAddress(c.req.header("x-forwarded-for"));
    if (forwarded) return rateLimitKeyOf(forwarded);
  }
  try {
    return rateLimitKeyOf(getConnInfo(c).remote.address ?? "unknown");
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
};

/** What sign-in, refresh and unlock use: one request's stores and the security services. */
const sessionDeps = (services: IdentityContextDeps) => {
  const stores = services.stores();
  return {
    accounts: stores.accounts,
    sessions: stores.sessions,
    oneTimeSecrets: stores.oneTimeSecrets,
    memberships: stores.memberships,
    unitOfWork: stores.unitOfWork,
    tokens: services.tokens,
    secrets: services.secrets,
    clock: services.clock,
    ids: services.ids,
  };
};

/** The limiter's view of a request: client address and the account it names (lower-cased e-mail). */
const attemptOf = (input: In<unknown>, email: string | undefined) =>
  [
    clientAddress(input.context, input.services),
    email?.trim().toLowerCase(),
    input.services.clock.now().getTime(),
  ] as const;

/** Failures a guesser learns from; a right password with a wrong organisation choice is not one. */
const isFailedSignIn = (error: unknown) =>
  error instanceof Unauthenticated || error instanceof AccountLocked || error instanceof Forbidden;

/** login_as and login_as_org_id of the form, when given ("0" is the operator). */
const loginAsOf = (body: typeof TokenRequest.Type) => {
  if (body.login_as === undefined || body.login_as === "") return undefined;
  const userType = parseLoginAsType(body.login_as);
  if (!userType) throw fieldFailure("login_as", REQUEST_MESSAGES.say("loginAs"));
  return { userType, organizationId: String(body.login_as_org_id ?? "0") };
};

export const signInHandler = async (input: In<typeof TokenRequest.Type>) => {
  const { body, services } = input;
  if (body.grant_type === "refresh_token") {
    // With login_as this is Switch Accounts: the same user, another membership, no password again.
    if (!body.refresh_token) throw fieldFailure("refresh_token", VALIDATION.say("required"));
    return refreshSession(sessionDeps(services), body.refresh_token, loginAsOf(body));
  }
  if (!body.email) throw fieldFailure("email", VALIDATION.say("required"));
  if (!body.password) throw fieldFailure("password", VALIDATION.say("required"));
  const attempt = attemptOf(input, body.email);
  await services.loginLimiter.admit(...attempt);
  const result = await signIn(
    {
      ...sessionDeps(services),
      hasher: services.hasher,
      dummyHash: services.dummyHash,
      registrations: services.stores().registrations,
    },
    { clientId: body.client_id, email: body.email, password: body.password, loginAs: loginAsOf(body) },
  ).catch(async (error: unknown) => {
    // Admitted as a failure; anything but a refused password or account takes that back.
    if (!isFailedSignIn(error)) await services.loginLimiter.succeeded(...attempt);
    throw error;
  });
  await services.loginLimiter.succeeded(...attempt);
  return result.kind === "tokens" ? result.tokens : { login_as_required: true, options: result.options };
};

export const refreshHandler = async ({ body, services }: In<typeof RefreshRequest.Type>) =>
  refreshSession(sessionDeps(services), body.refresh_token);

/** Ends the refresh token's session and, when a Bearer token comes along, that token's session too. */
export const logoutHandler = async ({ body, services, context }: In<typeof LogoutRequest.Type>) => {
  const bearer = bearerToken(context.req.header("authorization"));
  const claims = bearer ? await services.tokens.verifyAccess(bearer) : undefined;
  const ended = await signOut(sessionDeps(services), body.refresh_token, claims?.sid);
  services.sessions.forget({ sessionIds: ended });
  return null;
};

export const requestCodeHandler = async (input: In<typeof EmailRequest.Type>) => {
  await input.services.codeLimiter.admit(...attemptOf(input, input.body.email));
  await requestUnlockCode(sessionDeps(input.services), input.body.email);
  return null;
};

export const verifyCodeHandler = async (input: In<typeof CodeRequest.Type>) => {
  await input.services.codeLimiter.admit(...attemptOf(input, input.body.email));
  return verifyUnlockCode(sessionDeps(input.services), input.body.email, input.body.code);
};

export const restoreUserHandler = async (input: In<typeof RestoreRequest.Type>) => {
  const { body, services } = input;
  await services.codeLimiter.admit(...attemptOf(input, body.email));
  // Ends every session of the user; other processes and this one see it within the session-check delay.
  await restoreUser(
    { ...sessionDeps(services), hasher: services.hasher },
    {
      email: body.email,
      resetToken: body.reset_token,
      password: body.password,
      confirmPassword: body.confirm_password,
    },
  );
  return null;
};
