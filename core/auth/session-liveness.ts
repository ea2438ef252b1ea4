import type { AccessClaims } from "./claims.ts";
import type { SessionState } from "./ports.ts";

const sameMembers = (a: readonly string[], b: readonly string[]) => {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((item) => set.has(item));
};

/**
 * Whether an access token may still act: its session is not revoked (logout, password change, reuse of a spent
 * refresh token), its user is not deactivated, and its membership still grants exactly what the token says
 * (organisation, role, permissions, sites). A role change therefore refuses older tokens; the refresh token
 * then issues one with the new role. A LOCKED user keeps the sessions already open: anyone can lock an account
 * by guessing, and that must not sign its owner out.
 */
export const sessionStillGrants = (claims: AccessClaims, state: SessionState | undefined): boolean => {
  if (!state || state.revoked || state.userStatus === "DEACTIVATED") return false;
  const m = state.membership;
  if (!m || m.userId !== claims.sub) return false;
  if (m.organizationId !== claims.org_id || m.roleName !== claims.role_name) return false;
  if (!sameMembers(m.permissions, claims.permission)) return false;
  if (m.siteIds === "all" || claims.sites === "all") return m.siteIds === claims.sites;
  return sameMembers(m.siteIds, claims.sites);
};
