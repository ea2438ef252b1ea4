import { Unauthenticated, ValidationFailed } from "../../shared/errors.ts";
import { chooseMembership, type LoginAs } from "./choose-membership.ts";
import { issueSession, type SessionDeps, type TokenPair } from "./issue-session.ts";
import { AUTH } from "./policy.ts";
import type { MembershipDirectory } from "../../organisations/memberships/ports.ts";
import type { AccountStore } from "./ports.ts";

/**
 * Rotates a refresh token: the presented token is spent and a new pair is issued in the same family, with
 * the membership's current role and permissions (so a role change takes effect at the next refresh).
 * Presenting a spent token revokes the family: whoever holds the newer token must sign in again.
 *
 * With `switchTo` (Switch Accounts) the new pair is for another membership of the same user; the
 * choice is checked before the token is spent, so a wrong choice leaves the session as it was.
 */
export const refreshSession = async (
  deps: SessionDeps & { readonly accounts: AccountStore; readonly memberships: MembershipDirectory },
  refreshToken: string,
  switchTo?: LoginAs,
): Promise<TokenPair> => {
  const expired = new Unauthenticated(AUTH.say("sessionExpired"));
  const claims = await deps.tokens.verifyRefresh(refreshToken);
  if (!claims) throw expired;
  if (switchTo) {
    const choice = chooseMembership(await deps.memberships.listMemberships(claims.sub), switchTo);
    if (choice.kind !== "chosen")
      throw new ValidationFailed({
        ...AUTH.say("notMember"),
        fields: [{ field: "login_as_org_id", ...AUTH.say("notMember") }],
      });
  }
  const consumed = await deps.sessions.consumeRefreshToken(
    deps.secrets.sha256(refreshToken),
    deps.clock.now(),
  );
  if (consumed.status !== "ok") throw expired;
  const user = await deps.accounts.findUserById(consumed.userId);
  if (!user || user.status === "LOCKED" || user.status === "DEACTIVATED") throw expired;
  const memberships = await deps.memberships.listMemberships(user.id);
  const chosen = switchTo ? chooseMembership(memberships, switchTo) : undefined;
  const membership =
    chosen?.kind === "chosen"
      ? chosen.membership
      : memberships.find((m) => m.membershipId === consumed.membershipId);
  if (!membership) throw expired;
  return issueSession(deps, user.id, membership, consumed.familyId);
};

/**
 * Ends the session of the given refresh token, or of the access token's session id when only that is sent.
 * Unknown tokens are ignored: signing out always succeeds. Returns the ended session ids.
 */
export const signOut = async (
  deps: Pick<SessionDeps, "sessions" | "secrets" | "clock">,
  refreshToken: string | undefined,
  accessSessionId?: string,
): Promise<string[]> => {
  const ended: string[] = [];
  if (refreshToken) {
    const sessionId = await deps.sessions.revokeFamilyOf(deps.secrets.sha256(refreshToken), deps.clock.now());
    if (sessionId) ended.push(sessionId);
  }
  if (accessSessionId && !ended.includes(accessSessionId)) {
    await deps.sessions.revokeSession(accessSessionId, deps.clock.now());
    ended.push(accessSessionId);
  }
  return ended;
};
