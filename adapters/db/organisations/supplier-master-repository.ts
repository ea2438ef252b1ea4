import { sql, type CompiledQuery } from "kysely";
import type {
  SupplierMasterListRequest,
  SupplierMasterRepository,
} from "#core/organisations/supplier-master/ports.ts";
import type {
  SupplierMasterFilterField,
  SupplierMasterRecord,
  SupplierMasterStatus,
} from "#core/organisations/supplier-master/supplier-master.ts";
import { isUuid } from "#core/shared/ids.ts";
import { noCountCache, type CountCache } from "../count-cache.ts";
import { containsPattern, listQueryWriter, readListPage } from "../paging.ts";
import type { LazyEntityManager } from "../store-deps.ts";

/** The columns the queries read, as Kysely sees the tables (entities/supplier-master.ts defines them). */
interface SupplierMasterTable {
  id: string;
  name: string;
  normalized_name: string;
  city: string | null;
  state: string | null;
  source: string | null;
  status: string;
  linked_organization_id: string | null;
  linked_at: Date | null;
  created_at: Date;
  updated_at: Date;
}
interface OrganizationTable {
  id: string;
  name: string;
  type: string;
  supplier_type: string | null;
  status: string;
  profile_photo: string | null;
}
interface Tables {
  supplier_master: SupplierMasterTable;
  organization: OrganizationTable;
}

const queries = listQueryWriter<Tables>();
const TABLE = "supplier_master";

const SORT_COLUMN = {
  name: "m.name",
  city: "m.city",
  state: "m.state",
  status: "m.status",
  source: "m.source",
  updatedAt: "m.updated_at",
} as const satisfies Record<SupplierMasterListRequest["sortField"], string>;
const TEXT_SORT: ReadonlySet<string> = new Set(["name", "city", "state", "status", "source"]);

const FILTER_COLUMN = {
  name: "m.name",
  city: "m.city",
  state: "m.state",
  source: "m.source",
  linkedOrganizationName: "o.name",
} as const satisfies Record<SupplierMasterFilterField, string>;

type JoinedRow = SupplierMasterTable & { linked_organization_name: string | null };

const toRecord = (r: JoinedRow): SupplierMasterRecord => ({
  id: r.id,
  name: r.name,
  normalizedName: r.normalized_name,
  city: r.city ?? null,
  state: r.state ?? null,
  source: r.source ?? null,
  status: r.status as SupplierMasterStatus,
  linkedOrganizationId: r.linked_organization_id ?? null,
  linkedOrganizationName: r.linked_organization_name ?? null,
  linkedAt: r.linked_at === null ? null : new Date(r.linked_at),
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

const ENTRY_COLUMNS = [
  "m.id",
  "m.name",
  "m.normalized_name",
  "m.city",
  "m.state",
  "m.source",
  "m.status",
  "m.linked_organization_id",
  "m.linked_at",
  "m.created_at",
  "m.updated_at",
  "o.name as linked_organization_name",
] as const;

/** Entries with the name of the account each is linked to (a left join: most entries are not linked). */
const joined = () =>
  queries
    .selectFrom("supplier_master as m")
    .leftJoin("organization as o", "o.id", "m.linked_organization_id")
    .select(ENTRY_COLUMNS);

/**
 * The supplier master list on PostgreSQL, read with Kysely as plain rows. Pages and totals go through the list
 * cache, which every write here invalidates. Writes are single statements; a status change names the status it
 * expects, so of two operators acting at once only the first changes the entry.
 */
export const createSupplierMasterRepository = (
  unitOfWork: LazyEntityManager,
  counts: CountCache = noCountCache,
): SupplierMasterRepository => {
  const run = async <R>(query: { compile(): CompiledQuery<R> }): Promise<R[]> =>
    (await unitOfWork().getKysely().executeQuery(query.compile())).rows as R[];
  const one = async (id: string): Promise<SupplierMasterRecord | undefined> => {
    const [row] = await run(joined().where("m.id", "=", id));
    return row ? toRecord(row as JoinedRow) : undefined;
  };
  return {
    async list(request) {
      const filtered = queries
        .selectFrom("supplier_master as m")
        .leftJoin("organization as o", "o.id", "m.linked_organization_id")
        .$if(request.status !== undefined, (q) => q.where("m.status", "=", request.status as string))
        .$if(request.search !== undefined, (q) =>
          q.where((eb) =>
            eb.or([
              eb("m.name", "ilike", containsPattern(request.search as string)),
              eb("m.city", "ilike", containsPattern(request.search as string)),
              eb("o.name", "ilike", containsPattern(request.search as string)),
            ]),
          ),
        )
        .$call((q) =>
          Object.entries(request.filters).reduce(
            (acc, [field, text]) =>
              text
                ? acc.where(FILTER_COLUMN[field as SupplierMasterFilterField], "ilike", containsPattern(text))
                : acc,
            q,
          ),
        );
      const column = SORT_COLUMN[request.sortField];
      const page = await readListPage(
        counts,
        TABLE,
        {
          rows: filtered
            .select(ENTRY_COLUMNS)
            .orderBy(
              TEXT_SORT.has(request.sortField) ? sql`lower(${sql.ref(column)})` : sql.ref(column),
              request.sortDirection,
            )
            .orderBy("m.id", request.sortDirection)
            .limit(request.pageSize)
            .offset((request.pageNumber - 1) * request.pageSize),
          total: filtered.select((eb) => eb.fn.countAll().as("n")),
        },
        () => unitOfWork().getKysely(),
        (r) => toRecord(r as JoinedRow),
      );
      return { ...page, pageNumber: request.pageNumber, pageSize: request.pageSize };
    },

    // An id that is not a UUID names no entry; PostgreSQL would refuse it as a uuid value.
    async findById(id) {
      return isUuid(id) ? one(id) : undefined;
    },

    async findByNormalizedName(normalizedName) {
      const rows = await run(
        joined().where("m.normalized_name", "=", normalizedName).where("m.status", "!=", "DELETED"),
      );
      return rows.map((r) => toRecord(r as JoinedRow));
    },

    async findCandidates(organizationId, words, limit) {
      if (!isUuid(organizationId)) return [];
      const rows = await run(
        joined()
          .where((eb) =>
            eb.or([
              eb("m.linked_organization_id", "=", organizationId),
              ...(words.length === 0
                ? []
                : [
                    eb.and([
                      eb("m.status", "in", ["ACTIVE", "PENDING", "INACTIVE"]),
                      eb.or(words.map((word) => eb("m.normalized_name", "like", containsPattern(word)))),
                    ]),
                  ]),
            ]),
          )
          .orderBy("m.name")
          .orderBy("m.id")
          .limit(limit),
      );
      return rows.map((r) => toRecord(r as JoinedRow));
    },

    async insert(entry) {
      const now = new Date();
      await run(
        queries.insertInto("supplier_master").values({
          id: entry.id,
          name: entry.name,
          normalized_name: entry.normalizedName,
          city: entry.city,
          state: entry.state,
          source: entry.source,
          status: entry.status,
          linked_organization_id: null,
          linked_at: null,
          created_at: now,
          updated_at: now,
        }),
      );
      await counts.invalidate(TABLE);
      return (await one(entry.id))!;
    },

    async updateDetails(id, changes) {
      if (!isUuid(id)) return undefined;
      const updated = await unitOfWork()
        .getKysely()
        .executeQuery(
          queries
            .updateTable("supplier_master")
            .set({
              name: changes.name,
              normalized_name: changes.normalizedName,
              city: changes.city,
              state: changes.state,
              updated_at: new Date(),
            })
            .where("id", "=", id)
            .where("status", "!=", "DELETED")
            .returning("id")
            .compile(),
        );
      await counts.invalidate(TABLE);
      return updated.rows.length === 1 ? one(id) : undefined;
    },

    async setStatus(id, expected, to, linkedOrganizationId, at) {
      if (!isUuid(id)) return undefined;
      const updated = await unitOfWork()
        .getKysely()
        .executeQuery(
          queries
            .updateTable("supplier_master")
            .set({
              status: to,
              linked_organization_id: linkedOrganizationId,
              linked_at: linkedOrganizationId === null ? null : at,
              updated_at: at,
            })
            .where("id", "=", id)
            .where("status", "=", expected)
            .returning("id")
            .compile(),
        );
      await counts.invalidate(TABLE);
      return updated.rows.length === 1 ? one(id) : undefined;
    },

    async findAccount(organizationId) {
      if (!isUuid(organizationId)) return undefined;
      const [row] = await run(
        queries
          .selectFrom("organization")
          .select(["id", "name", "type", "profile_photo"])
          .where("id", "=", organizationId),
      );
      return row
        ? { id: row.id, name: row.name, type: row.type, profilePhoto: row.profile_photo ?? null }
        : undefined;
    },

    async findSupplierAccounts(words, limit) {
      const rows = await run(
        queries
          .selectFrom("organization")
          .select(["id", "name", "supplier_type", "status"])
          .where("type", "=", "SUPPLIER")
          .$if(words.length > 0, (q) =>
            q.where((eb) => eb.or(words.map((word) => eb("name", "ilike", containsPattern(word))))),
          )
          .orderBy(sql`lower(name)`)
          .orderBy("id")
          .limit(limit),
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        supplierType: r.supplier_type ?? null,
        status: r.status,
      }));
    },
  };
};
