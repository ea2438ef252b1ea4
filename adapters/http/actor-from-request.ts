import type { Actor } from "#core/access/actor.ts";
import { passesPermission } from "#core/identity/navigation/route-access.ts";
import { Forbidden, Unauthenticated } from "#core/shared/errors.ts";
import { COMMON_MESSAGES } from "#core/shared/messages/common-messages.ts";
import type { AccessClaims } from "#core/identity/auth/claims.ts";
import type { SessionCheck, TokenService } from "#core/identity/auth/ports.ts";
import { sessionStillGrants } from "#core/identity/auth/session-liveness.ts";
import type { RouteAccess } from "./contract.ts";

export const NO_PERMISSION_MESSAGE = COMMON_MESSAGES.texts.noPermission;
const UNAUTHENTICATED_MESSAGE = COMMON_MESSAGES.texts.unauthorized;

export const bearerToken = (header: string | undefined): string | undefined =>
  header?.match(/^Bearer\s+(.+)$/i)?.[1];

/**
 * Reads the Bearer token into an actor. The token's claims are its authority only while its session is live
 * and its membership still grants them (checked against the database, cached a couple of seconds per process).
 */
export const actorFromAuthorization = async (
  header: string | undefined,
  tokens: TokenService,
  sessions: SessionCheck,
): Promise<Actor> => {
  const token = bearerToken(header);
  if (!token) throw new Unauthenticated(COMMON_MESSAGES.say("unauthorized"));
  const claims = await tokens.verifyAccess(token);
  if (!claims) throw new Unauthenticated(COMMON_MESSAGES.say("unauthorized"));
  return actorOfLiveClaims(claims, sessions, UNAUTHENTICATED_MESSAGE);
};

/**
 * The actor named by verified token claims (a Bearer token's, or those a download link carries), once their
 * session is known to be live and still to grant them; otherwise 401 with `refusal`.
 */
export const actorOfLiveClaims = async (
  claims: AccessClaims,
  sessions: SessionCheck,
  refusal: string,
): Promise<Actor> => {
  if (!sessionStillGrants(claims, await sessions.stateOf(claims.sid, claims.mid)))
    throw new Unauthenticated({ message: refusal });
  return {
    userId: claims.sub,
    userType: claims.user_type,
    organizationId: claims.org_id,
    permissions: claims.permission,
    roleName: claims.role_name,
    siteIds: claims.sites,
  };
};

/** Route-level check (user type and permission); resource-level checks happen in the use cases. */
export const assertRouteAccess = (access: RouteAccess, actor: Actor): void => {
  if (access.kind === "public") return;
  if (access.userTypes && !access.userTypes.includes(actor.userType))
    throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
  if (access.permissions === "any") {
    if (actor.permissions.length === 0) throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
  } else if (!passesPermission(access.permissions, actor.permissions)) {
    throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
  }
};
