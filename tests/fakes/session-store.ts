import type { SessionStore } from "#core/identity/auth/ports.ts";
import type { FakeIdentityData } from "./identity-data.ts";

/**
 * In-memory SessionStore with the contract of adapters/db/identity/session-repository.ts: consumeRefreshToken
 * spends a live token and revokes the whole family when a spent one comes back; revoking a family ends its
 * session and its tokens.
 */
export const createFakeSessionStore = (data: FakeIdentityData): SessionStore => {
  const revokeWhere = (matches: (token: { familyId: string; userId: string }) => boolean, at: Date) => {
    data.refreshTokens.forEach((token, index) => {
      if (token.revokedAt === null && matches(token)) data.refreshTokens[index] = { ...token, revokedAt: at };
    });
    for (const [id, session] of data.sessions)
      if (session.revokedAt === null && matches({ familyId: id, userId: session.userId }))
        data.sessions.set(id, { ...session, revokedAt: at });
  };
  return {
    async insertRefreshToken(token) {
      if (data.refreshTokens.some((t) => t.tokenHash === token.tokenHash))
        throw new Error("duplicate refresh token hash");
      data.refreshTokens.push({ ...token, usedAt: null, revokedAt: null });
    },
    async consumeRefreshToken(tokenHash, at) {
      const index = data.refreshTokens.findIndex((t) => t.tokenHash === tokenHash);
      const token = data.refreshTokens[index];
      if (!token) return { status: "invalid" };
      if (token.usedAt === null && token.revokedAt === null && token.expiresAt > at) {
        data.refreshTokens[index] = { ...token, usedAt: at };
        return {
          status: "ok",
          familyId: token.familyId,
          membershipId: token.membershipId,
          userId: token.userId,
        };
      }
      if (token.usedAt !== null) {
        revokeWhere((t) => t.familyId === token.familyId, at);
        return { status: "reused" };
      }
      return { status: "invalid" };
    },
    async createSession(session) {
      data.sessions.set(session.id, {
        userId: session.userId,
        createdAt: session.createdAt,
        revokedAt: null,
      });
    },
    async revokeSession(sessionId, at) {
      revokeWhere((t) => t.familyId === sessionId, at);
    },
    async revokeFamilyOf(tokenHash, at) {
      const token = data.refreshTokens.find((t) => t.tokenHash === tokenHash);
      if (!token) return undefined;
      revokeWhere((t) => t.familyId === token.familyId, at);
      return token.familyId;
    },
    async revokeAllSessions(userId, at) {
      revokeWhere((t) => t.userId === userId, at);
    },
  };
};
