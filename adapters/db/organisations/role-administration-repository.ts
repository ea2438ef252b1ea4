import { sql, type Kysely } from "kysely";
import type { OrganizationType } from "#core/access/permissions.ts";
import type { RoleAdministrationStore } from "#core/organisations/roles/ports.ts";
import type { RoleRecord } from "#core/organisations/roles/role.ts";
import { isUuid } from "#core/shared/ids.ts";
import { containsPattern } from "../paging.ts";
import type { LazyEntityManager } from "../store-deps.ts";

/** The columns these queries read, as Kysely sees the tables (entities/user.ts defines them). */
interface Tables {
  role: {
    id: string;
    organization_id: string;
    organization_type: string;
    name: string;
    permissions: string[] | string;
    created_at: Date;
  };
  membership: { id: string; user_id: string; organization_id: string; role_id: string; status: string };
  app_user: { id: string; status: string };
}

type Row = {
  id: string;
  organization_id: string;
  organization_type: string;
  name: string;
  permissions: string[] | string;
  created_at: Date | string;
  member_count: string | number;
};

const json = (value: string[] | string): string[] =>
  typeof value === "string" ? (JSON.parse(value) as string[]) : value;

const toRecord = (row: Row): RoleRecord => ({
  id: row.id,
  organizationId: row.organization_id,
  organizationType: row.organization_type as OrganizationType,
  name: row.name,
  permissions: json(row.permissions),
  memberCount: Number(row.member_count),
  createdAt: new Date(row.created_at),
});

/** Sort fields of the core map to these expressions only; nothing from the request reaches SQL as text. */
const SORT = {
  name: sql`lower(r.name)`,
  permissionCount: sql`jsonb_array_length(r.permissions::jsonb)`,
  memberCount: sql`member_count`,
  createdAt: sql`r.created_at`,
} as const;

/**
 * An organisation's roles on PostgreSQL, each with how many memberships point at it. Roles per organisation
 * are few, so the list is read straight (no list cache: its totals would go stale on membership writes,
 * which other contexts make).
 */
export const createRoleAdministrationRepository = (em: LazyEntityManager): RoleAdministrationStore => {
  const db = (): Kysely<Tables> => em().getKysely() as unknown as Kysely<Tables>;
  const withCounts = (organizationId: string) =>
    db()
      .selectFrom("role as r")
      .where("r.organization_id", "=", organizationId)
      .select([
        "r.id",
        "r.organization_id",
        "r.organization_type",
        "r.name",
        "r.permissions",
        "r.created_at",
        (eb) =>
          eb
            .selectFrom("membership as m")
            .whereRef("m.role_id", "=", "r.id")
            .select((inner) => inner.fn.countAll<string>().as("n"))
            .as("member_count"),
      ]);

  return {
    async list(organizationId, request) {
      const name = request.filters.name ?? request.search;
      const filtered = withCounts(organizationId).$if(name !== undefined, (q) =>
        q.where("r.name", "ilike", containsPattern(name as string)),
      );
      const [rows, total] = await Promise.all([
        filtered
          .orderBy(SORT[request.sortField], request.sortDirection)
          .orderBy("r.id", request.sortDirection)
          .limit(request.pageSize)
          .offset((request.pageNumber - 1) * request.pageSize)
          .execute(),
        db()
          .selectFrom("role as r")
          .where("r.organization_id", "=", organizationId)
          .$if(name !== undefined, (q) => q.where("r.name", "ilike", containsPattern(name as string)))
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: (rows as Row[]).map(toRecord),
        total: Number(total.n),
        pageNumber: request.pageNumber,
        pageSize: request.pageSize,
      };
    },

    // An id that is not a UUID names no role; PostgreSQL would refuse it as a uuid value.
    async findById(organizationId, id) {
      if (!isUuid(id)) return undefined;
      const row = await withCounts(organizationId).where("r.id", "=", id).executeTakeFirst();
      return row ? toRecord(row as Row) : undefined;
    },

    async names(organizationId) {
      return db()
        .selectFrom("role")
        .where("organization_id", "=", organizationId)
        .select(["id", "name"])
        .execute();
    },

    async holdings(organizationId) {
      const rows = await em().execute<Array<{ id: string; permissions: string[] | string; n: string }>>(
        `select r.id, r.permissions,
                (select count(*) from membership m join app_user u on u.id = m.user_id
                  where m.role_id = r.id and m.status = 'ACTIVE' and u.status <> 'DEACTIVATED') as n
           from role r where r.organization_id = ? order by r.id for update of r`,
        [organizationId],
      );
      return rows.map((r) => ({
        roleId: r.id,
        permissions: json(r.permissions),
        activeMembers: Number(r.n),
      }));
    },

    async insert(role) {
      await db()
        .insertInto("role")
        .values({
          id: role.id,
          organization_id: role.organizationId,
          organization_type: role.organizationType,
          name: role.name,
          permissions: JSON.stringify(role.permissions),
          created_at: new Date(),
        })
        .execute();
      const saved = await this.findById(role.organizationId, role.id);
      if (!saved) throw new Error(`role ${role.id} vanished after insert`);
      return saved;
    },

    async update(organizationId, id, changes) {
      if (!isUuid(id)) return undefined;
      const result = await db()
        .updateTable("role")
        .set({ name: changes.name, permissions: JSON.stringify(changes.permissions) })
        .where("organization_id", "=", organizationId)
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return this.findById(organizationId, id);
    },

    async delete(organizationId, id) {
      if (!isUuid(id)) return false;
      const result = await db()
        .deleteFrom("role")
        .where("organization_id", "=", organizationId)
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async memberUserIds(organizationId, roleId) {
      const rows = await db()
        .selectFrom("membership")
        .where("organization_id", "=", organizationId)
        .where("role_id", "=", roleId)
        .select("user_id")
        .execute();
      return rows.map((row) => row.user_id);
    },
  };
};
