import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sql } from "kysely";
import type { OrganizationType } from "#core/access/permissions.ts";
import type {
  PendingRegistration,
  PendingSortField,
  RegistrationStore,
} from "#core/identity/registration/ports.ts";
import { noCountCache, type CountCache } from "../count-cache.ts";
import { OneTimeSecret } from "../identity/entities/index.ts";
import { writeOutboxMail, type MailJobSender } from "../outbox.ts";
import { runNow, type AfterCommit } from "../store-deps.ts";
import { listQueryWriter, readListPage } from "../paging.ts";
import { Membership, Organization, RegistrationLink, Role, User } from "./entities/index.ts";

/** The columns the pending list reads, as Kysely sees the tables (entities in ./entities define them). */
interface ListTables {
  membership: {
    id: string;
    user_id: string;
    organization_id: string;
    role_id: string;
    status: string;
    created_at: Date;
  };
  app_user: {
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    phone: string | null;
    status: string;
  };
  role: { id: string; name: string };
}

const listQueries = listQueryWriter<ListTables>();

const SORT_COLUMN = {
  registeredAt: "m.created_at",
  lastName: "u.last_name",
  firstName: "u.first_name",
  email: "u.email",
} as const satisfies Record<PendingSortField, string>;

/**
 * Self-registration on PostgreSQL: the organisation's link (one row at most), the new account with its
 * PENDING membership, and the decisions. Mail goes through the outbox in the caller's transaction.
 */
export const createRegistrationRepository = (
  em: EntityManager,
  sendMailJob: MailJobSender,
  counts: CountCache = noCountCache,
  afterCommit: AfterCommit = runNow,
): RegistrationStore => {
  /**
   * Other lists (the users lists) may cache pages of these tables; a write here makes them read again, once
   * the write is committed (the cache's shared generation is written on its own connection).
   */
  const written = async () =>
    afterCommit(() => {
      // A failed bump leaves another process's cached page stale only until its short TTL ends.
      void counts
        .invalidate("app_user")
        .then(() => counts.invalidate("membership"))
        .catch(() => undefined);
    });
  return {
    async findLink(organizationId) {
      const row = await em.findOne(RegistrationLink, { organizationId });
      return row
        ? { organizationId, token: row.token, expiresAt: row.expiresAt ?? null, createdAt: row.createdAt }
        : undefined;
    },
    async replaceLink(link) {
      // Delete then insert in one transaction: the old token and the new one never both work.
      await em.transactional(async (tx) => {
        await tx.nativeDelete(RegistrationLink, { organizationId: link.organizationId });
        await tx.insert(RegistrationLink, {
          id: link.id,
          organizationId: link.organizationId,
          token: link.token,
          expiresAt: link.expiresAt,
          createdBy: link.createdBy,
          createdAt: link.createdAt,
        });
      });
    },
    async removeLink(organizationId) {
      return (await em.nativeDelete(RegistrationLink, { organizationId })) > 0;
    },
    async findLinkByToken(token) {
      const row = await em.findOne(RegistrationLink, { token });
      return row
        ? {
            organizationId: row.organizationId,
            token: row.token,
            expiresAt: row.expiresAt ?? null,
            createdAt: row.createdAt,
          }
        : undefined;
    },
    async findOrganization(id) {
      const row = await em.findOne(Organization, { id });
      return row
        ? {
            id: row.id,
            name: row.name,
            type: row.type as OrganizationType,
            logo: row.profilePhoto ?? null,
            status: row.status,
          }
        : undefined;
    },
    async findRoleId(organizationId, roleName) {
      return (await em.findOne(Role, { organizationId, name: roleName }))?.id;
    },
    async findAccount(email) {
      const row = await em.findOne(User, { email: email.trim().toLowerCase() });
      return row
        ? {
            id: row.id,
            email: row.email,
            firstName: row.firstName,
            status: row.status,
            hasPassword: row.passwordHash != null,
          }
        : undefined;
    },
    async addPendingRegistration(registration) {
      return em.transactional(async (tx) => {
        const now = new Date();
        // Two sign-ups with one address at once: the second finds the first's row and adds nothing.
        const inserted = await tx
          .createQueryBuilder(User)
          .insert({
            id: registration.userId,
            email: registration.email,
            passwordHash: registration.passwordHash,
            firstName: registration.firstName,
            lastName: registration.lastName,
            phone: registration.phone,
            status: "VERIFICATION",
            failedLoginCount: 0,
            createdAt: now,
            updatedAt: now,
          })
          .onConflict("email")
          .ignore()
          .execute("run");
        if (inserted.affectedRows !== 1) return false;
        await tx.insert(Membership, {
          id: registration.membershipId,
          userId: registration.userId,
          organizationId: registration.organizationId,
          roleId: registration.roleId,
          siteIds: null,
          status: "PENDING",
          createdAt: now,
        });
        await written();
        return true;
      });
    },
    async markEmailVerified(userId) {
      await em.nativeUpdate(User, { id: userId, status: "VERIFICATION" }, { status: "VERIFIED" });
      await written();
    },
    async sendMail(mail) {
      await em.transactional((tx) => writeOutboxMail(tx, mail, sendMailJob));
    },
    async pendingOrganizationNames(userId) {
      const pending = await em.find(Membership, { userId, status: "PENDING" });
      if (pending.length === 0) return [];
      const organizations = await em.find(
        Organization,
        { id: { $in: pending.map((m) => m.organizationId) } },
        { orderBy: { name: "asc" } },
      );
      return organizations.map((o) => o.name);
    },
    async listPending(organizationId, request) {
      const filtered = listQueries
        .selectFrom("membership as m")
        .innerJoin("app_user as u", "u.id", "m.user_id")
        .innerJoin("role as r", "r.id", "m.role_id")
        .where("m.organization_id", "=", organizationId)
        .where("m.status", "=", "PENDING")
        .$if(request.search !== undefined, (q) =>
          q.where((eb) =>
            eb.or(
              ["u.email", "u.first_name", "u.last_name"].map((column) =>
                eb(
                  sql.ref(column),
                  "ilike",
                  `%${(request.search as string).replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
                ),
              ),
            ),
          ),
        );
      const page = await readListPage(
        noCountCache,
        "membership",
        {
          rows: filtered
            .select([
              "m.id as membership_id",
              "u.id as user_id",
              "u.first_name",
              "u.last_name",
              "u.email",
              "u.phone",
              "u.status as user_status",
              "r.name as role_name",
              "m.created_at",
            ])
            .orderBy(sql.ref(SORT_COLUMN[request.sortField]), request.sortDirection)
            .orderBy("m.id", request.sortDirection)
            .limit(request.pageSize)
            .offset((request.pageNumber - 1) * request.pageSize),
          total: filtered.select((eb) => eb.fn.countAll().as("n")),
        },
        () => em.getKysely(),
        (r): PendingRegistration => ({
          membershipId: r.membership_id,
          userId: r.user_id,
          firstName: r.first_name,
          lastName: r.last_name,
          email: r.email,
          phone: r.phone ?? null,
          emailVerified: r.user_status !== "VERIFICATION",
          roleName: r.role_name,
          registeredAt: new Date(r.created_at),
        }),
      );
      return { ...page, pageNumber: request.pageNumber, pageSize: request.pageSize };
    },
    async findMembership(organizationId, membershipId) {
      const membership = await em.findOne(
        Membership,
        { id: membershipId, organizationId },
        // Inside the decision's unit of work: a second approve or reject of the same row waits, then sees it decided.
        em.isInTransaction() ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
      );
      if (!membership) return undefined;
      const [user, organization] = await Promise.all([
        em.findOneOrFail(User, { id: membership.userId }),
        em.findOneOrFail(Organization, { id: organizationId }),
      ]);
      return {
        membershipId,
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        membershipStatus: membership.status,
        organizationName: organization.name,
      };
    },
    async activateMembership(membershipId) {
      await em.nativeUpdate(Membership, { id: membershipId, status: "PENDING" }, { status: "ACTIVE" });
      await written();
    },
    async removeRegistration(membershipId, userId) {
      await em.nativeDelete(Membership, { id: membershipId });
      // A person who belongs nowhere else goes too, so the address can register again later.
      if ((await em.count(Membership, { userId })) === 0) {
        await em.nativeDelete(OneTimeSecret, { userId });
        await em.nativeDelete(User, { id: userId });
      }
      await written();
    },
  };
};
