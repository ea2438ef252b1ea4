import type { Actor } from "../../core/access/actor.ts";
import { passesPermission } from "../../core/access/route-access.ts";
import { Forbidden, Unauthenticated } from "../../core/shared/errors.ts";
import type { TokenService } from "../../core/auth/ports.ts";
import type { RouteAccess } from "./contract.ts";

export const NO_PERMISSION_MESSAGE = "You don't have permission to access.";
const UNAUTHENTICATED_MESSAGE = "Unauthorized";

/** Reads the Bearer token into an actor; the token's claims are the session's authority until it expires. */
export const actorFromAuthorization = async (
  header: string | undefined,
  tokens: TokenService,
): Promise<Actor> => {
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) throw new Unauthenticated({ message: UNAUTHENTICATED_MESSAGE });
  const claims = await tokens.verifyAccess(token);
  if (!claims) throw new Unauthenticated({ message: UNAUTHENTICATED_MESSAGE });
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
    throw new Forbidden({ message: NO_PERMISSION_MESSAGE });
  if (access.permissions === "any") {
    if (actor.permissions.length === 0) throw new Forbidden({ message: NO_PERMISSION_MESSAGE });
  } else if (!passesPermission(access.permissions, actor.permissions)) {
    throw new Forbidden({ message: NO_PERMISSION_MESSAGE });
  }
};
