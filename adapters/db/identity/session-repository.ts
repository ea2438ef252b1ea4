import { User } from "../organisations/entities/index.ts";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { ConsumeRefreshResult, SessionStore } from "#core/identity/auth/ports.ts";
import { RefreshToken, UserSession } from "./entities/index.ts";

/** Ends one sign-in: its session (so access tokens stop within seconds) and its refresh tokens. */
const revokeFamily = async (em: EntityManager, familyId: string, now: Date) => {
  await em.nativeUpdate(UserSession, { id: familyId, revokedAt: null }, { revokedAt: now });
  await em.nativeUpdate(RefreshToken, { familyId, revokedAt: null }, { revokedAt: now });
};

/** The SessionStore port on PostgreSQL: the user_session rows and their refresh-token families. */
export const createSessionRepository = (em: EntityManager): SessionStore => ({
  async createSession(session) {
    await em.insert(UserSession, { ...session, revokedAt: null });
    // Sessions are swept a day after they end; the users screens keep the last sign-in on the person.
    await em.nativeUpdate(User, { id: session.userId }, { lastSignInAt: session.createdAt });
  },

  async revokeSession(sessionId, now) {
    await revokeFamily(em, sessionId, now);
  },

  async insertRefreshToken(token) {
    await em.insert(RefreshToken, { ...token, usedAt: null, revokedAt: null, createdAt: new Date() });
  },

  async consumeRefreshToken(tokenHash, now): Promise<ConsumeRefreshResult> {
    const spent = await em.nativeUpdate(
      RefreshToken,
      { tokenHash, usedAt: null, revokedAt: null, expiresAt: { $gt: now } },
      { usedAt: now },
    );
    const row = await em.findOne(RefreshToken, { tokenHash }, { disableIdentityMap: true });
    if (!row) return { status: "invalid" };
    if (spent === 1)
      return { status: "ok", familyId: row.familyId, membershipId: row.membershipId, userId: row.userId };
    if (row.usedAt) {
      await revokeFamily(em, row.familyId, now);
      return { status: "reused" };
    }
    return { status: "invalid" };
  },

  async revokeFamilyOf(tokenHash, now) {
    const row = await em.findOne(RefreshToken, { tokenHash }, { disableIdentityMap: true });
    if (!row) return undefined;
    await revokeFamily(em, row.familyId, now);
    return row.familyId;
  },

  async revokeAllSessions(userId, now) {
    await em.nativeUpdate(UserSession, { userId, revokedAt: null }, { revokedAt: now });
    await em.nativeUpdate(RefreshToken, { userId, revokedAt: null }, { revokedAt: now });
  },
});
