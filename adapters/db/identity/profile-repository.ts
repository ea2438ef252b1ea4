import type { EntityManager } from "@mikro-orm/postgresql";
import type { ProfileData, ProfileStore } from "#core/identity/auth/ports.ts";
import { User } from "../organisations/entities/index.ts";
import {
  json,
  MEMBERSHIP_COLUMNS,
  MEMBERSHIPS_OF_USER,
  ORGANIZATION_COLUMNS,
  toMembership,
  toOrganizationView,
  type MembershipRow,
  type OrganizationRowSql,
} from "../organisations/membership-rows.ts";
import type { ShortCache } from "../short-cache.ts";
import type { AfterCommit, LazyEntityManager } from "../store-deps.ts";
import { toUser } from "./user-rows.ts";

/** What the profile cache keeps per user and organisation (undefined: no such user). */
export type CachedProfileData = ProfileData | undefined;

/**
 * How long one process reuses GET /me's data (users, memberships, organisation): the same delay as the session
 * check, and dropped at once when this process changes the user. Another process's change shows within it.
 */
export const PROFILE_CACHE_TTL_MS = 2000;

type ProfileRowSql = {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  photo: string | null;
  status: string;
  failed_login_count: number;
  memberships: MembershipRow[] | string;
  organization: OrganizationRowSql | string | null;
};

/** GET /me's data in one statement instead of three: it is the call every open tab repeats. */
const readProfileData = async (
  em: EntityManager,
  userId: string,
  organizationId: string,
): Promise<CachedProfileData> => {
  const [row] = await em.execute<ProfileRowSql[]>(
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
 * The ProfileStore port on PostgreSQL. `em` forks the request's EntityManager on first use only: GET /me
 * answered from the process's profile cache (`profiles`, none by default) needs no EntityManager at all.
 */
export const createProfileRepository = (
  em: LazyEntityManager,
  profiles: ShortCache<CachedProfileData> | undefined,
  afterCommit: AfterCommit,
): ProfileStore => ({
  async findProfileData(userId, organizationId) {
    const load = async () => ({ value: await readProfileData(em(), userId, organizationId), owner: userId });
    return profiles ? profiles.get(`${userId}/${organizationId}`, load) : (await load()).value;
  },

  async updateProfile(userId, changes) {
    await em().nativeUpdate(User, { id: userId }, { ...changes, updatedAt: new Date() });
    afterCommit(() => profiles?.forget({ owner: userId }));
  },
});
