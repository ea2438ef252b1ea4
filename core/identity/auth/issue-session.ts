import { userTypeOfOrganization } from "../../access/permissions.ts";
import type { Clock, IdGenerator } from "../../shared/ports.ts";
import { AUTH_POLICY } from "./policy.ts";
import type { MembershipView } from "../../organisations/memberships/ports.ts";
import type { Secrets, SessionStore, TokenService } from "./ports.ts";

export interface TokenPair {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly token_type: "Bearer";
  readonly expires_in: number;
}

export interface SessionDeps {
  readonly sessions: SessionStore;
  readonly tokens: TokenService;
  readonly secrets: Secrets;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/** Signs an access token and a refresh token for a membership; the refresh token joins `familyId`. */
export const issueSession = async (
  deps: SessionDeps,
  userId: string,
  membership: MembershipView,
  familyId: string,
): Promise<TokenPair> => {
  const access_token = await deps.tokens.signAccess(
    {
      sub: userId,
      permission: membership.permissions,
      allPermissionCount: membership.permissions.length,
      role_name: membership.roleName,
      org_id: membership.organizationId,
      user_type: userTypeOfOrganization(membership.organizationType),
      sid: familyId,
      mid: membership.membershipId,
      sites: membership.siteIds,
    },
    AUTH_POLICY.accessTokenTtlSeconds,
  );
  const refresh_token = await deps.tokens.signRefresh(
    {
      sub: userId,
      jti: deps.secrets.randomToken(16),
      fam: familyId,
      org_type: membership.organizationType,
      parentorg_type: membership.parentOrganizationType,
    },
    AUTH_POLICY.refreshTokenTtlSeconds,
  );
  await deps.sessions.insertRefreshToken({
    id: deps.ids.next(),
    tokenHash: deps.secrets.sha256(refresh_token),
    familyId,
    userId,
    membershipId: membership.membershipId,
    expiresAt: new Date(deps.clock.now().getTime() + AUTH_POLICY.refreshTokenTtlSeconds * 1000),
  });
  return { access_token, refresh_token, token_type: "Bearer", expires_in: AUTH_POLICY.accessTokenTtlSeconds };
};
