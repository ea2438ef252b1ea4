import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { OrganizationType, Permission } from "../../../core/access/permissions.ts";
import type {
  AuthStore,
  ConsumeRefreshResult,
  ConsumeSecretResult,
  MembershipView,
  OrganizationView,
  UserRecord,
  UserStatus,
} from "../../../core/auth/ports.ts";
import { OneTimeSecret, Organization, RefreshToken, Role, User, UserSession } from "../entities/index.ts";
import { writeOutboxMail, type MailJobSender } from "../outbox.ts";

type UserRow = {
  id: string;
  email: string;
  passwordHash?: string | null;
  firstName: string;
  lastName: string;
  phone?: string | null;
  photo?: string | null;
  status: string;
  failedLoginCount: number;
};

const toUser = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.passwordHash ?? null,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone ?? null,
  photo: row.photo ?? null,
  status: row.status as UserStatus,
  failedLoginCount: row.failedLoginCount,
});

/** Ends one sign-in: its session (so access tokens stop within seconds) and its refresh tokens. */
const revokeFamily = async (em: EntityManager, familyId: string, now: Date) => {
  await em.nativeUpdate(UserSession, { id: familyId, revokedAt: null }, { revokedAt: now });
  await em.nativeUpdate(RefreshToken, { familyId, revokedAt: null }, { revokedAt: now });
};

const revokeAllOf = async (em: EntityManager, userId: string, now: Date) => {
  await em.nativeUpdate(UserSession, { userId, revokedAt: null }, { revokedAt: now });
  await em.nativeUpdate(RefreshToken, { userId, revokedAt: null }, { revokedAt: now });
};

/** The AuthStore port on PostgreSQL. `em` is the request's forked EntityManager. */
export const createAuthStore = (em: EntityManager, sendMailJob: MailJobSender): AuthStore => ({
  async findUserByEmail(email) {
    const row = await em.findOne(User, { email: email.toLowerCase() });
    return row ? toUser(row) : undefined;
  },

  async findUserById(id) {
    const row = await em.findOne(User, { id });
    return row ? toUser(row) : undefined;
  },

  async listMemberships(userId) {
    const rows = await em.getConnection().execute<
      Array<{
        membership_id: string;
        organization_id: string;
        organization_name: string;
        organization_type: string;
        parent_type: string | null;
        role_name: string;
        permissions: string[] | string;
        site_ids: string[] | string | null;
      }>
    >(
      `select m.id as membership_id, o.id as organization_id, o.name as organization_name, o.type as organization_type,
              p.type as parent_type, r.name as role_name, r.permissions, m.site_ids
         from membership m
         join organization o on o.id = m.organization_id and o.status = 'ACTIVE'
         left join organization p on p.id = o.parent_id
         join role r on r.id = m.role_id
        where m.user_id = ? and m.status = 'ACTIVE'
        order by o.type, o.name`,
      [userId],
    );
    const json = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);
    return rows.map((r): MembershipView => ({
      membershipId: r.membership_id,
      organizationId: r.organization_id,
      organizationName: r.organization_name,
      organizationType: r.organization_type as OrganizationType,
      parentOrganizationType: (r.parent_type as OrganizationType | null) ?? null,
      roleName: r.role_name,
      permissions: json<string[]>(r.permissions) as Permission[],
      siteIds: r.site_ids == null ? "all" : json<string[]>(r.site_ids),
    }));
  },

  async findOrganization(id) {
    const o = await em.findOne(Organization, { id });
    if (!o) return undefined;
    const view: OrganizationView = {
      id: o.id,
      name: o.name,
      type: o.type as OrganizationType,
      supplierType: o.supplierType ?? null,
      idn: o.idn ?? null,
      profilePhoto: o.profilePhoto ?? null,
      isSso: o.isSso,
      address1: o.address1 ?? null,
      address2: o.address2 ?? null,
      city: o.city ?? null,
      state: o.state ?? null,
      zip: o.zip ?? null,
      phone: o.phone ?? null,
    };
    return view;
  },

  async recordFailedLogin(userId, lockAt, now) {
    // One statement, so two concurrent failures cannot both read the same count.
    const [row] = await em.getConnection().execute<Array<{ failed_login_count: number; status: string }>>(
      `update app_user
          set failed_login_count = failed_login_count + 1,
              status = case when failed_login_count + 1 >= ? and status <> 'DEACTIVATED' then 'LOCKED' else status end,
              locked_at = case when failed_login_count + 1 >= ? and status <> 'DEACTIVATED' then ?::timestamptz else locked_at end,
              updated_at = ?::timestamptz
        where id = ?
        returning failed_login_count, status`,
      [lockAt, lockAt, now.toISOString(), now.toISOString(), userId],
    );
    return { count: row?.failed_login_count ?? 0, locked: row?.status === "LOCKED" };
  },

  async resetFailedLogins(userId) {
    await em.nativeUpdate(User, { id: userId }, { failedLoginCount: 0 });
  },

  async createSession(session) {
    await em.insert(UserSession, { ...session, revokedAt: null });
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
    await revokeAllOf(em, userId, now);
  },

  async issueSecret(secret, mail) {
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(
        OneTimeSecret,
        { userId: secret.userId, purpose: secret.purpose, usedAt: null },
        { usedAt: new Date() },
      );
      await tx.insert(OneTimeSecret, { ...secret, attempts: 0, usedAt: null, createdAt: new Date() });
      if (mail) await writeOutboxMail(tx, mail, sendMailJob);
    });
  },

  async consumeSecret(userId, purpose, secretHash, now, maxAttempts): Promise<ConsumeSecretResult> {
    return em.transactional(async (tx) => {
      const live = await tx.findOne(
        OneTimeSecret,
        { userId, purpose, usedAt: null, expiresAt: { $gt: now } },
        { orderBy: { createdAt: "desc" }, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!live) return "invalid";
      const attempts = live.attempts + 1;
      if (live.secretHash === secretHash) {
        await tx.nativeUpdate(OneTimeSecret, { id: live.id }, { attempts, usedAt: now });
        return "ok";
      }
      // A wrong guess spends an attempt; the last allowed wrong guess spends the code itself.
      await tx.nativeUpdate(
        OneTimeSecret,
        { id: live.id },
        attempts >= maxAttempts ? { attempts, usedAt: now } : { attempts },
      );
      return attempts >= maxAttempts ? "exhausted" : "invalid";
    });
  },

  async setPassword(userId, passwordHash, now) {
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(
        User,
        { id: userId },
        { passwordHash, status: "VERIFIED", failedLoginCount: 0, lockedAt: null, updatedAt: now },
      );
      await revokeAllOf(tx, userId, now);
    });
  },

  async updateProfile(userId, changes) {
    await em.nativeUpdate(User, { id: userId }, { ...changes, updatedAt: new Date() });
  },
});

/** Used by the seed and `users create`: the role of an organisation by name. */
export const findRoleByName = (em: EntityManager, organizationId: string, name: string) =>
  em.findOne(Role, { organizationId, name });
