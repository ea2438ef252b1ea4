import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { OrganizationType, Permission } from "#core/access/permissions.ts";
import type {
  AuthStore,
  ConsumeRefreshResult,
  ConsumeSecretResult,
  MembershipView,
  OrganizationView,
  UserRecord,
  UserStatus,
} from "#core/identity/auth/ports.ts";
import { OneTimeSecret, RefreshToken, UserSession } from "./entities/index.ts";
import { Organization, Role, User } from "../organisations/entities/index.ts";
import { writeOutboxMail, type MailJobSender } from "../outbox.ts";
import type { ShortCache } from "../short-cache.ts";

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

const json = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

type MembershipRow = {
  membership_id: string;
  organization_id: string;
  organization_name: string;
  organization_type: string;
  parent_type: string | null;
  role_name: string;
  permissions: string[] | string;
  site_ids: string[] | string | null;
};

const MEMBERSHIP_COLUMNS = `m.id as membership_id, o.id as organization_id, o.name as organization_name,
  o.type as organization_type, p.type as parent_type, r.name as role_name, r.permissions, m.site_ids`;

/** The active memberships of user `?` in active organisations. */
const MEMBERSHIPS_OF_USER = `from membership m
  join organization o on o.id = m.organization_id and o.status = 'ACTIVE'
  left join organization p on p.id = o.parent_id
  join role r on r.id = m.role_id
  where m.user_id = ? and m.status = 'ACTIVE'`;

const toMembership = (r: MembershipRow): MembershipView => ({
  membershipId: r.membership_id,
  organizationId: r.organization_id,
  organizationName: r.organization_name,
  organizationType: r.organization_type as OrganizationType,
  parentOrganizationType: (r.parent_type as OrganizationType | null) ?? null,
  roleName: r.role_name,
  permissions: json<string[]>(r.permissions) as Permission[],
  siteIds: r.site_ids == null ? "all" : json<string[]>(r.site_ids),
});

type UserRowSql = {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  photo: string | null;
  status: string;
  failed_login_count: number;
};

type OrganizationRowSql = {
  id: string;
  name: string;
  type: string;
  supplier_type: string | null;
  idn: string | null;
  profile_photo: string | null;
  is_sso: boolean;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
};

const ORGANIZATION_COLUMNS =
  "id, name, type, supplier_type, idn, profile_photo, is_sso, address1, address2, city, state, zip, phone";

const toOrganizationView = (o: OrganizationRowSql): OrganizationView => ({
  id: o.id,
  name: o.name,
  type: o.type as OrganizationType,
  supplierType: o.supplier_type,
  idn: o.idn,
  profilePhoto: o.profile_photo,
  isSso: o.is_sso,
  address1: o.address1,
  address2: o.address2,
  city: o.city,
  state: o.state,
  zip: o.zip,
  phone: o.phone,
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

export type ProfileData = Awaited<ReturnType<AuthStore["findProfileData"]>>;

/** GET /me's data in one statement instead of three: it is the call every open tab repeats. */
const readProfileData = async (
  em: EntityManager,
  userId: string,
  organizationId: string,
): Promise<ProfileData> => {
  const [row] = await em.getConnection().execute<
    Array<
      UserRowSql & {
        memberships: MembershipRow[] | string;
        organization: OrganizationRowSql | string | null;
      }
    >
  >(
    `select u.id, u.email, u.password_hash, u.first_name, u.last_name, u.phone, u.photo, u.status,
            u.failed_login_count,
            (select coalesce(json_agg(x order by x.organization_type, x.organization_name), '[]'::json)
               from (select ${MEMBERSHIP_COLUMNS} ${MEMBERSHIPS_OF_USER}) x) as memberships,
            (select row_to_json(o) from (select ${ORGANIZATION_COLUMNS} from organization
              where id = ?) o) as organization
       from app_user u where u.id = ?`,
    [userId, organizationId, userId],
  );
  if (!row) return undefined;
  const organization = row.organization === null ? undefined : json<OrganizationRowSql>(row.organization);
  return {
    user: toUser({
      id: row.id,
      email: row.email,
      passwordHash: row.password_hash,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      photo: row.photo,
      status: row.status,
      failedLoginCount: row.failed_login_count,
    }),
    memberships: json<MembershipRow[]>(row.memberships).map(toMembership),
    organization: organization && toOrganizationView(organization),
  };
};

/**
 * How long one process reuses GET /me's data (users, memberships, organisation): the same delay as the session
 * check, and dropped at once when this process changes the user. Another process's change shows within it.
 */
export const PROFILE_CACHE_TTL_MS = 2000;

/**
 * The AuthStore port on PostgreSQL. `em` is the request's forked EntityManager; `profiles` is the process's
 * cache of GET /me data (none by default).
 */
export const createAuthStore = (
  emOrFork: EntityManager | (() => EntityManager),
  sendMailJob: MailJobSender,
  profiles?: ShortCache<ProfileData>,
): AuthStore => {
  // Forked on first use: GET /me answered from the profile cache then needs no EntityManager at all.
  let forked: EntityManager | undefined;
  const em = () => (forked ??= typeof emOrFork === "function" ? emOrFork() : emOrFork);
  return {
    async findUserByEmail(email) {
      const row = await em().findOne(User, { email: email.toLowerCase() });
      return row ? toUser(row) : undefined;
    },

    async findUserById(id) {
      const row = await em().findOne(User, { id });
      return row ? toUser(row) : undefined;
    },

    async listMemberships(userId) {
      const rows = await em()
        .getConnection()
        .execute<MembershipRow[]>(
          `select ${MEMBERSHIP_COLUMNS} ${MEMBERSHIPS_OF_USER} order by o.type, o.name`,
          [userId],
        );
      return rows.map(toMembership);
    },

    async findProfileData(userId, organizationId) {
      const load = async () => ({
        value: await readProfileData(em(), userId, organizationId),
        owner: userId,
      });
      return profiles ? profiles.get(`${userId}/${organizationId}`, load) : (await load()).value;
    },

    async findOrganization(id) {
      const o = await em().findOne(Organization, { id });
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
      const [row] = await em()
        .getConnection()
        .execute<Array<{ failed_login_count: number; status: string }>>(
          `update app_user
          set failed_login_count = failed_login_count + 1,
              status = case when failed_login_count + 1 >= ? and status <> 'DEACTIVATED' then 'LOCKED' else status end,
              locked_at = case when failed_login_count + 1 >= ? and status <> 'DEACTIVATED' then ?::timestamptz else locked_at end,
              updated_at = ?::timestamptz
        where id = ?
        returning failed_login_count, status`,
          [lockAt, lockAt, now.toISOString(), now.toISOString(), userId],
        );
      profiles?.forget({ owner: userId });
      return { count: row?.failed_login_count ?? 0, locked: row?.status === "LOCKED" };
    },

    async resetFailedLogins(userId) {
      await em().nativeUpdate(User, { id: userId }, { failedLoginCount: 0 });
      profiles?.forget({ owner: userId });
    },

    async createSession(session) {
      await em().insert(UserSession, { ...session, revokedAt: null });
    },

    async revokeSession(sessionId, now) {
      await revokeFamily(em(), sessionId, now);
    },

    async insertRefreshToken(token) {
      await em().insert(RefreshToken, { ...token, usedAt: null, revokedAt: null, createdAt: new Date() });
    },

    async consumeRefreshToken(tokenHash, now): Promise<ConsumeRefreshResult> {
      const spent = await em().nativeUpdate(
        RefreshToken,
        { tokenHash, usedAt: null, revokedAt: null, expiresAt: { $gt: now } },
        { usedAt: now },
      );
      const row = await em().findOne(RefreshToken, { tokenHash }, { disableIdentityMap: true });
      if (!row) return { status: "invalid" };
      if (spent === 1)
        return { status: "ok", familyId: row.familyId, membershipId: row.membershipId, userId: row.userId };
      if (row.usedAt) {
        await revokeFamily(em(), row.familyId, now);
        return { status: "reused" };
      }
      return { status: "invalid" };
    },

    async revokeFamilyOf(tokenHash, now) {
      const row = await em().findOne(RefreshToken, { tokenHash }, { disableIdentityMap: true });
      if (!row) return undefined;
      await revokeFamily(em(), row.familyId, now);
      return row.familyId;
    },

    async revokeAllSessions(userId, now) {
      await revokeAllOf(em(), userId, now);
    },

    async issueSecret(secret, mail) {
      await em().transactional(async (tx) => {
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
      return em().transactional(async (tx) => {
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
      await em().transactional(async (tx) => {
        await tx.nativeUpdate(
          User,
          { id: userId },
          { passwordHash, status: "VERIFIED", failedLoginCount: 0, lockedAt: null, updatedAt: now },
        );
        await revokeAllOf(tx, userId, now);
      });
      profiles?.forget({ owner: userId });
    },

    async updateProfile(userId, changes) {
      await em().nativeUpdate(User, { id: userId }, { ...changes, updatedAt: new Date() });
      profiles?.forget({ owner: userId });
    },
  };
};

/** Used by the seed and `users create`: the role of an organisation by name. */
export const findRoleByName = (em: EntityManager, organizationId: string, name: string) =>
  em.findOne(Role, { organizationId, name });
