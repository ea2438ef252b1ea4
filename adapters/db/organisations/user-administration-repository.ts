import type { UserAdministrationStore } from "#core/organisations/users/administration-ports.ts";
import { isUuid } from "#core/shared/ids.ts";
import { noCountCache, type CountCache } from "../count-cache.ts";
import { writeOutboxMail } from "../outbox.ts";
import { readListPage } from "../paging.ts";
import { runNow, type AfterCommit, type LazyEntityManager, type StoreDeps } from "../store-deps.ts";
import { Membership, User } from "./entities/index.ts";
import { userListQueries } from "./user-administration-list.ts";
import { toUserRecord, USER_ROW_COLUMNS, type UserRowSql } from "./user-administration-rows.ts";

/** The list cache's name for users pages: a write to memberships or their people makes them stale. */
export const USERS_LIST_TABLE = "membership";

const ONE_MEMBER = `select ${USER_ROW_COLUMNS}
  from membership m
  join app_user u on u.id = m.user_id
  join role r on r.id = m.role_id
  join organization o on o.id = m.organization_id
  where m.organization_id = ? and m.user_id = ?`;

/**
 * The UserAdministrationStore on PostgreSQL. Pages go through the list cache (count-cache.ts); every write
 * here invalidates it and drops the person's cached GET /me once committed.
 */
export const createUserAdministrationRepository = (
  unitOfWork: LazyEntityManager,
  deps: Pick<StoreDeps, "sendMailJob" | "profiles"> & { readonly listTotals?: CountCache },
  afterCommit: AfterCommit = runNow,
): UserAdministrationStore => {
  const counts = deps.listTotals ?? noCountCache;
  const changed = (userId: string) =>
    afterCommit(() => {
      void counts.invalidate(USERS_LIST_TABLE);
      deps.profiles.forget({ owner: userId });
    });
  return {
    async list(organizationId, request) {
      const page = await readListPage(
        counts,
        USERS_LIST_TABLE,
        userListQueries(organizationId, request),
        () => unitOfWork().getKysely(),
        (row) => row as unknown as UserRowSql,
      );
      return {
        items: page.items.map(toUserRecord),
        total: page.total,
        pageNumber: request.pageNumber,
        pageSize: request.pageSize,
      };
    },

    // An id that is not a UUID names nobody; PostgreSQL would refuse it as a uuid value.
    async findMember(organizationId, userId) {
      if (!isUuid(userId) || !isUuid(organizationId)) return undefined;
      const [row] = await unitOfWork().execute<UserRowSql[]>(ONE_MEMBER, [organizationId, userId]);
      return row ? toUserRecord(row) : undefined;
    },

    async lockOrganisation(organizationId) {
      if (!isUuid(organizationId)) return undefined;
      const [row] = await unitOfWork().execute<Array<{ name: string }>>(
        `select name from organization where id = ? for update`,
        [organizationId],
      );
      return row;
    },

    async findRole(organizationId, roleId) {
      if (!isUuid(roleId)) return undefined;
      const [row] = await unitOfWork().execute<
        Array<{ id: string; name: string; permissions: string[] | string }>
      >(`select id, name, permissions from role where id = ? and organization_id = ?`, [
        roleId,
        organizationId,
      ]);
      if (!row) return undefined;
      const permissions =
        typeof row.permissions === "string" ? (JSON.parse(row.permissions) as string[]) : row.permissions;
      return { id: row.id, name: row.name, permissions };
    },

    async roles(organizationId) {
      const rows = await unitOfWork().execute<
        Array<{ id: string; name: string; permissions: string[] | string }>
      >(`select id, name, permissions from role where organization_id = ? order by lower(name), id`, [
        organizationId,
      ]);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        permissions:
          typeof row.permissions === "string" ? (JSON.parse(row.permissions) as string[]) : row.permissions,
      }));
    },

    async siteOptions(organizationId) {
      const rows = await unitOfWork().execute<Array<{ id: string; name: string; is_corporate: boolean }>>(
        `select id, name, is_corporate from provider_site where organization_id = ?
          order by is_corporate desc, lower(name), id`,
        [organizationId],
      );
      return rows.map((row) => ({ id: row.id, name: row.name, isCorporate: row.is_corporate }));
    },

    async countAdministrators(organizationId, permission, exceptUserId) {
      const [row] = await unitOfWork().execute<Array<{ n: string | number }>>(
        `select count(*) as n from membership m
           join role r on r.id = m.role_id
           join app_user u on u.id = m.user_id
          where m.organization_id = ? and m.status = 'ACTIVE' and u.status <> 'DEACTIVATED'
            and r.permissions @> ?::jsonb and m.user_id <> ?`,
        [organizationId, JSON.stringify([permission]), exceptUserId],
      );
      return Number(row?.n ?? 0);
    },

    async findAccountByEmail(email) {
      const row = await unitOfWork().findOne(
        User,
        { email: email.toLowerCase() },
        { disableIdentityMap: true },
      );
      return row ? { id: row.id, email: row.email, firstName: row.firstName, status: row.status } : undefined;
    },

    async isMember(userId, organizationId) {
      return (await unitOfWork().count(Membership, { userId, organizationId })) > 0;
    },

    async insertInvitedAccount(account) {
      const now = new Date();
      await unitOfWork().insert(User, {
        ...account,
        passwordHash: null,
        photo: null,
        status: "VERIFICATION",
        failedLoginCount: 0,
        lockedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      changed(account.id);
    },

    async insertMembership(membership) {
      await unitOfWork().insert(Membership, {
        ...membership,
        siteIds: membership.siteIds === null ? null : [...membership.siteIds],
        status: "ACTIVE",
        createdAt: new Date(),
      });
      changed(membership.userId);
    },

    async updateMember(organizationId, userId, changes) {
      const em = unitOfWork();
      await em.nativeUpdate(
        User,
        { id: userId },
        {
          firstName: changes.firstName,
          lastName: changes.lastName,
          phone: changes.phone,
          updatedAt: new Date(),
        },
      );
      await em.nativeUpdate(
        Membership,
        { userId, organizationId },
        { roleId: changes.roleId, siteIds: changes.siteIds === null ? null : [...changes.siteIds] },
      );
      changed(userId);
    },

    async setMembershipStatus(organizationId, userId, status) {
      await unitOfWork().nativeUpdate(Membership, { userId, organizationId }, { status });
      changed(userId);
    },

    async unlockAccount(userId) {
      await unitOfWork().execute(
        `update app_user set locked_at = null, failed_login_count = 0, updated_at = now(),
           status = case when status = 'LOCKED' then 'VERIFIED' else status end
         where id = ?`,
        [userId],
      );
      changed(userId);
    },

    async queueMail(mail) {
      await writeOutboxMail(unitOfWork(), mail, deps.sendMailJob);
    },
  };
};
