import type { AccountStore } from "#core/identity/auth/ports.ts";
import { changeUser, withoutLock, type FakeIdentityData, type StoredUser } from "./identity-data.ts";

/**
 * In-memory AccountStore with the contract of adapters/db/identity/account-repository.ts: e-mails are matched
 * lower-cased, recordFailedLogin locks at `lockAt` (never a deactivated user), setPassword unlocks and verifies.
 */
export const createFakeAccountStore = (data: FakeIdentityData): AccountStore => ({
  async findUserByEmail(email) {
    const wanted = email.toLowerCase();
    const user = [...data.users.values()].find((u) => u.email === wanted);
    return user && withoutLock(user);
  },
  async findUserById(id) {
    const user = data.users.get(id);
    return user && withoutLock(user);
  },
  async recordFailedLogin(userId, lockAt, at) {
    const user = data.users.get(userId);
    if (!user) return { count: 0, locked: false };
    const count = user.failedLoginCount + 1;
    const locks = count >= lockAt && user.status !== "DEACTIVATED";
    const updated: StoredUser = {
      ...user,
      failedLoginCount: count,
      status: locks ? "LOCKED" : user.status,
      lockedAt: locks ? at : user.lockedAt,
    };
    data.users.set(userId, updated);
    return { count, locked: updated.status === "LOCKED" };
  },
  async resetFailedLogins(userId) {
    changeUser(data, userId, { failedLoginCount: 0 });
  },
  async setPassword(userId, passwordHash) {
    changeUser(data, userId, { passwordHash, status: "VERIFIED", failedLoginCount: 0, lockedAt: null });
  },
});
