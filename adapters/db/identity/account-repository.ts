import type { EntityManager } from "@mikro-orm/postgresql";
import type { AccountStore } from "#core/identity/auth/ports.ts";
import { User } from "../organisations/entities/index.ts";
import type { ShortCache } from "../short-cache.ts";
import type { AfterCommit } from "../store-deps.ts";
import type { CachedProfileData } from "./profile-repository.ts";
import { toUser } from "./user-rows.ts";

/**
 * The AccountStore port on PostgreSQL. Every change drops the user's cached GET /me data once it is committed
 * (`afterCommit`), so this process never serves what it has just changed.
 */
export const createAccountRepository = (
  em: EntityManager,
  profiles: ShortCache<CachedProfileData> | undefined,
  afterCommit: AfterCommit,
): AccountStore => {
  const forgetProfile = (userId: string) => afterCommit(() => profiles?.forget({ owner: userId }));
  return {
    async findUserByEmail(email) {
      const row = await em.findOne(User, { email: email.toLowerCase() });
      return row ? toUser(row) : undefined;
    },

    async findUserById(id) {
      const row = await em.findOne(User, { id });
      return row ? toUser(row) : undefined;
    },

    async recordFailedLogin(userId, lockAt, now) {
      // One statement, so two concurrent failures cannot both read the same count.
      const [row] = await em.execute<Array<{ failed_login_count: number; status: string }>>(
        `update app_user
          set failed_login_count = failed_login_count + 1,
              status = case when failed_login_count + 1 >= ? and status <> 'DEACTIVATED' then 'LOCKED' else status end,
              locked_at = case when failed_login_count + 1 >= ? and status <> 'DEACTIVATED' then ?::timestamptz else locked_at end,
              updated_at = ?::timestamptz
        where id = ?
        returning failed_login_count, status`,
        [lockAt, lockAt, now.toISOString(), now.toISOString(), userId],
      );
      forgetProfile(userId);
      return { count: row?.failed_login_count ?? 0, locked: row?.status === "LOCKED" };
    },

    async resetFailedLogins(userId) {
      await em.nativeUpdate(User, { id: userId }, { failedLoginCount: 0 });
      forgetProfile(userId);
    },

    async setPassword(userId, passwordHash, now) {
      await em.nativeUpdate(
        User,
        { id: userId },
        { passwordHash, status: "VERIFIED", failedLoginCount: 0, lockedAt: null, updatedAt: now },
      );
      forgetProfile(userId);
    },
  };
};
