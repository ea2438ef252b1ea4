import type {
  AuthStore,
  MembershipView,
  NewRefreshToken,
  OrganizationView,
  UserRecord,
} from "../../core/auth/ports.ts";
import type { OutgoingMail } from "../../core/shared/ports.ts";
import {
  createCountingIds,
  createFakeClock,
  createFakeHasher,
  createFakeSecrets,
  createFakeTokenService,
  fakePasswordHash,
} from "./security.ts";

export type StoredUser = UserRecord & { readonly lockedAt: Date | null };

export type StoredRefreshToken = NewRefreshToken & {
  readonly usedAt: Date | null;
  readonly revokedAt: Date | null;
};

export interface StoredSecret {
  readonly id: string;
  readonly userId: string;
  readonly purpose: "UNLOCK" | "RESET";
  readonly secretHash: string;
  readonly expiresAt: Date;
  readonly attempts: number;
  readonly usedAt: Date | null;
  /** Insertion order, standing in for created_at. */
  readonly sequence: number;
}

export interface FakeAuthStore extends AuthStore {
  readonly users: Map<string, StoredUser>;
  /** Active memberships in active organisations, per user id. */
  readonly memberships: Map<string, MembershipView[]>;
  readonly organizations: Map<string, OrganizationView>;
  readonly refreshTokens: StoredRefreshToken[];
  /** Sessions by id (the refresh family id). */
  readonly sessions: Map<string, { userId: string; createdAt: Date; revokedAt: Date | null }>;
  readonly secrets: StoredSecret[];
  /** Mail written with a secret, as the outbox would hold it. */
  readonly outbox: OutgoingMail[];
  addUser(user: Partial<UserRecord> & Pick<UserRecord, "id" | "email">): StoredUser;
  addMembership(userId: string, membership: MembershipView): void;
  addOrganization(organization: OrganizationView): void;
}

const orderOfTypes = (a: MembershipView, b: MembershipView) =>
  a.organizationType.localeCompare(b.organizationType) ||
  a.organizationName.localeCompare(b.organizationName);

/**
 * In-memory AuthStore with the contract of adapters/db/repositories/auth-store.ts: e-mails are matched lower-cased,
 * recordFailedLogin locks at `lockAt`, consumeRefreshToken spends a live token and revokes the family on reuse,
 * issueSecret replaces older unused secrets of the purpose and "sends" the mail, consumeSecret counts attempts and
 * spends the secret on success or on the last allowed attempt, setPassword unlocks, verifies and ends every session.
 * `now` stands in for the database clock where the port takes no time (issueSecret).
 */
export const createFakeAuthStore = (now: () => Date = () => new Date()): FakeAuthStore => {
  const users = new Map<string, StoredUser>();
  const memberships = new Map<string, MembershipView[]>();
  const organizations = new Map<string, OrganizationView>();
  const refreshTokens: StoredRefreshToken[] = [];
  const sessions: FakeAuthStore["sessions"] = new Map();
  const secrets: StoredSecret[] = [];
  const outbox: OutgoingMail[] = [];
  let sequence = 0;

  const change = (userId: string, changes: Partial<StoredUser>) => {
    const user = users.get(userId);
    if (user) users.set(userId, { ...user, ...changes });
  };
  const revokeWhere = (matches: (token: { familyId: string; userId: string }) => boolean, at: Date) => {
    refreshTokens.forEach((token, index) => {
      if (token.revokedAt === null && matches(token)) refreshTokens[index] = { ...token, revokedAt: at };
    });
    for (const [id, session] of sessions)
      if (session.revokedAt === null && matches({ familyId: id, userId: session.userId }))
        sessions.set(id, { ...session, revokedAt: at });
  };
  const withoutLock = ({ lockedAt: _lockedAt, ...user }: StoredUser): UserRecord => user;

  return {
    users,
    memberships,
    organizations,
    refreshTokens,
    sessions,
    secrets,
    outbox,

    addUser(user) {
      const stored: StoredUser = {
        passwordHash: null,
        firstName: "Test",
        lastName: "User",
        phone: null,
        photo: null,
        status: "VERIFIED",
        failedLoginCount: 0,
        lockedAt: null,
        ...user,
        email: user.email.toLowerCase(),
      };
      users.set(stored.id, stored);
      return stored;
    },
    addMembership(userId, membership) {
      memberships.set(userId, [...(memberships.get(userId) ?? []), membership]);
    },
    addOrganization(organization) {
      organizations.set(organization.id, organization);
    },

    async findUserByEmail(email) {
      const wanted = email.toLowerCase();
      const user = [...users.values()].find((u) => u.email === wanted);
      return user && withoutLock(user);
    },
    async findUserById(id) {
      const user = users.get(id);
      return user && withoutLock(user);
    },
    async listMemberships(userId) {
      return [...(memberships.get(userId) ?? [])].sort(orderOfTypes);
    },
    async findOrganization(id) {
      return organizations.get(id);
    },
    async findProfileData(userId, organizationId) {
      const user = users.get(userId);
      if (!user) return undefined;
      return {
        user: withoutLock(user),
        memberships: [...(memberships.get(userId) ?? [])].sort(orderOfTypes),
        organization: organizations.get(organizationId),
      };
    },

    async recordFailedLogin(userId, lockAt, at) {
      const user = users.get(userId);
      if (!user) return { count: 0, locked: false };
      const count = user.failedLoginCount + 1;
      const locks = count >= lockAt && user.status !== "DEACTIVATED";
      const updated: StoredUser = {
        ...user,
        failedLoginCount: count,
        status: locks ? "LOCKED" : user.status,
        lockedAt: locks ? at : user.lockedAt,
      };
      users.set(userId, updated);
      return { count, locked: updated.status === "LOCKED" };
    },
    async resetFailedLogins(userId) {
      change(userId, { failedLoginCount: 0 });
    },

    async insertRefreshToken(token) {
      if (refreshTokens.some((t) => t.tokenHash === token.tokenHash))
        throw new Error("duplicate refresh token hash");
      refreshTokens.push({ ...token, usedAt: null, revokedAt: null });
    },
    async consumeRefreshToken(tokenHash, at) {
      const index = refreshTokens.findIndex((t) => t.tokenHash === tokenHash);
      const token = refreshTokens[index];
      if (!token) return { status: "invalid" };
      if (token.usedAt === null && token.revokedAt === null && token.expiresAt > at) {
        refreshTokens[index] = { ...token, usedAt: at };
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
      sessions.set(session.id, { userId: session.userId, createdAt: session.createdAt, revokedAt: null });
    },
    async revokeSession(sessionId, at) {
      revokeWhere((t) => t.familyId === sessionId, at);
    },
    async revokeFamilyOf(tokenHash, at) {
      const token = refreshTokens.find((t) => t.tokenHash === tokenHash);
      if (!token) return undefined;
      revokeWhere((t) => t.familyId === token.familyId, at);
      return token.familyId;
    },
    async revokeAllSessions(userId, at) {
      revokeWhere((t) => t.userId === userId, at);
    },

    async issueSecret(secret, mail) {
      const at = now();
      secrets.forEach((s, index) => {
        if (s.userId === secret.userId && s.purpose === secret.purpose && s.usedAt === null)
          secrets[index] = { ...s, usedAt: at };
      });
      secrets.push({ ...secret, attempts: 0, usedAt: null, sequence: ++sequence });
      if (mail) outbox.push(mail);
    },
    async consumeSecret(userId, purpose, secretHash, at, maxAttempts) {
      const live = secrets
        .filter((s) => s.userId === userId && s.purpose === purpose && s.usedAt === null && s.expiresAt > at)
        .sort((a, b) => b.sequence - a.sequence)[0];
      if (!live) return "invalid";
      const index = secrets.indexOf(live);
      const attempts = live.attempts + 1;
      if (live.secretHash === secretHash) {
        secrets[index] = { ...live, attempts, usedAt: at };
        return "ok";
      }
      const spent = attempts >= maxAttempts;
      secrets[index] = { ...live, attempts, usedAt: spent ? at : null };
      return spent ? "exhausted" : "invalid";
    },

    async setPassword(userId, passwordHash, at) {
      change(userId, { passwordHash, status: "VERIFIED", failedLoginCount: 0, lockedAt: null });
      revokeWhere((t) => t.userId === userId, at);
    },
    async updateProfile(userId, changes) {
      change(userId, changes);
    },
  };
};

/** Everything the sign-in, session and unlock use cases need, wired to fakes sharing one settable clock. */
export const createAuthDeps = () => {
  const clock = createFakeClock();
  return {
    store: createFakeAuthStore(clock.now),
    tokens: createFakeTokenService(clock),
    secrets: createFakeSecrets(),
    hasher: createFakeHasher(),
    clock,
    ids: createCountingIds(),
    /** What sign-in verifies for an unknown e-mail: a well-formed hash of a password nobody knows. */
    dummyHash: fakePasswordHash("no-one-knows-this-password", "dummy"),
  };
};
