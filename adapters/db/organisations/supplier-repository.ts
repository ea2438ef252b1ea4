import { sql } from "kysely";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { SupplierListRequest, SupplierRepository } from "#core/organisations/suppliers/ports.ts";
import type {
  OrganisationStatus,
  SupplierFilterField,
  SupplierRecord,
  SupplierType,
} from "#core/organisations/suppliers/supplier.ts";
import { organisationNameKey } from "#core/organisations/suppliers/organisation-name.ts";
import { isUuid } from "#core/shared/ids.ts";
import { noCountCache, type CountCache } from "../count-cache.ts";
import { containsPattern, listQueryWriter, readListPage } from "../paging.ts";
import { runNow, type AfterCommit, type LazyEntityManager } from "../store-deps.ts";
import { Organization, Role } from "./entities/index.ts";

/** The organisation columns the supplier list reads, as Kysely sees the table (entities/organization.ts). */
interface OrganizationTable {
  id: string;
  name: string;
  type: string;
  supplier_type: string | null;
  status: string;
  is_sso: boolean;
  profile_photo: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  created_at: Date;
  updated_at: Date;
}

type SupplierRowData = Pick<
  OrganizationTable,
  | "id"
  | "name"
  | "supplier_type"
  | "status"
  | "is_sso"
  | "profile_photo"
  | "address1"
  | "address2"
  | "city"
  | "state"
  | "zip"
  | "created_at"
  | "updated_at"
>;

const COLUMNS = [
  "id",
  "name",
  "supplier_type",
  "status",
  "is_sso",
  "profile_photo",
  "address1",
  "address2",
  "city",
  "state",
  "zip",
  "created_at",
  "updated_at",
] as const;

const toRecord = (row: SupplierRowData): SupplierRecord => ({
  id: row.id,
  name: row.name,
  supplierType: (row.supplier_type ?? "SUPPLIER") as SupplierType,
  address1: row.address1 ?? "",
  address2: row.address2 ?? null,
  city: row.city ?? "",
  state: row.state ?? "",
  zip: row.zip ?? "",
  isSso: row.is_sso,
  status: row.status as OrganisationStatus,
  logo: row.profile_photo ?? null,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

/** Sort fields of the core map to these columns only; nothing from the request reaches SQL as text. */
const SORT_COLUMN = {
  name: "name",
  supplierType: "supplier_type",
  add1: "address1",
  city: "city",
  state: "state",
  zip: "zip",
  sso: "is_sso",
  status: "status",
  createdAt: "created_at",
} as const satisfies Record<SupplierListRequest["sortField"], keyof OrganizationTable>;
const TEXT_SORT: ReadonlySet<string> = new Set([
  "name",
  "supplierType",
  "add1",
  "city",
  "state",
  "zip",
  "status",
]);

const FILTER_COLUMN = {
  name: "name",
  add1: "address1",
  add2: "address2",
  city: "city",
  state: "state",
  zip: "zip",
} as const satisfies Record<SupplierFilterField, keyof OrganizationTable>;

const listQueries = listQueryWriter<{ organization: OrganizationTable }>();

/** The list cache's table name; every organisation write here invalidates it. */
const TABLE = "organization";

/** Any fixed 64-bit key: the transaction-scoped lock every organisation-name check takes (see the port). */
const NAME_LOCK_KEY = 7_240_112_001;

/**
 * Supplier organisations on PostgreSQL. The grid reads plain rows through Kysely with the list cache, like
 * quick links; writes go through the ORM. A supplier's roles are created and removed with it.
 */
export const createSupplierRepository = (
  unitOfWork: LazyEntityManager,
  counts: CountCache = noCountCache,
  afterCommit: AfterCommit = runNow,
): SupplierRepository => {
  const em = (): EntityManager => unitOfWork() as EntityManager;
  const changed = () => afterCommit(() => void counts.invalidate(TABLE));
  const load = async (id: string): Promise<SupplierRecord | undefined> => {
    if (!isUuid(id)) return undefined;
    const [row] = await em().execute<SupplierRowData[]>(
      `select ${COLUMNS.join(", ")} from organization where id = ? and type = 'SUPPLIER'`,
      [id],
    );
    return row ? toRecord(row as SupplierRowData) : undefined;
  };

  return {
    async list(request) {
      const search = request.search?.trim();
      const filtered = listQueries
        .selectFrom("organization")
        .where("type", "=", "SUPPLIER")
        .$if(request.supplierType !== undefined, (q) => q.where("supplier_type", "=", request.supplierType!))
        .$if(request.status !== undefined, (q) => q.where("status", "=", request.status!))
        .$if(request.sso !== undefined, (q) => q.where("is_sso", "=", request.sso === "true"))
        .$if(Boolean(search), (q) =>
          q.where((eb) =>
            eb.or(
              (["name", "address1", "city", "state", "zip"] as const).map((column) =>
                eb(column, "ilike", containsPattern(search!)),
              ),
            ),
          ),
        )
        .$call((q) =>
          Object.entries(request.filters).reduce(
            (acc, [field, text]) =>
              text
                ? acc.where(FILTER_COLUMN[field as SupplierFilterField], "ilike", containsPattern(text))
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
            .select([...COLUMNS])
            .orderBy(
              TEXT_SORT.has(request.sortField) ? sql`lower(${sql.ref(column)})` : sql.ref(column),
              request.sortDirection,
            )
            .orderBy("id", request.sortDirection)
            .limit(request.pageSize)
            .offset((request.pageNumber - 1) * request.pageSize),
          total: filtered.select((eb) => eb.fn.countAll().as("n")),
        },
        () => em().getKysely(),
        (row) => toRecord(row as SupplierRowData),
      );
      return { ...page, pageNumber: request.pageNumber, pageSize: request.pageSize };
    },

    findById: load,

    async lockOrganisationNames() {
      await em().execute("select pg_advisory_xact_lock(?)", [NAME_LOCK_KEY]);
    },

    async takenNameKeys(names, exceptId) {
      const keys = [...new Set(names.map(organisationNameKey).filter(Boolean))];
      if (keys.length === 0) return new Set();
      // The key is the same folding as organisationNameKey (trim, spaces, lower); NFKC folding happens in the
      // core for what is typed, and names are stored tidied, so comparing lower(tidied name) is enough.
      const except = exceptId && isUuid(exceptId) ? exceptId : undefined;
      const rows = await em().execute<Array<{ key: string }>>(
        `select lower(regexp_replace(btrim(name), '\\s+', ' ', 'g')) as key from organization
          where lower(regexp_replace(btrim(name), '\\s+', ' ', 'g')) in (${keys.map(() => "?").join(", ")})
          ${except ? "and id <> ?" : ""}`,
        except ? [...keys, except] : keys,
      );
      return new Set(rows.map((row) => row.key));
    },

    async insert(suppliers) {
      const manager = em();
      const now = new Date();
      for (const supplier of suppliers) {
        manager.create(Organization, {
          id: supplier.id,
          name: supplier.name,
          type: "SUPPLIER",
          supplierType: supplier.supplierType,
          status: supplier.status,
          isSso: supplier.isSso,
          profilePhoto: supplier.logo,
          address1: supplier.address1,
          address2: supplier.address2,
          city: supplier.city,
          state: supplier.state,
          zip: supplier.zip,
          createdAt: now,
          updatedAt: now,
        });
        for (const role of supplier.roles)
          manager.create(Role, {
            id: role.id,
            organizationId: supplier.id,
            organizationType: "SUPPLIER",
            name: role.name,
            permissions: [...role.permissions],
            createdAt: now,
          });
      }
      await manager.flush();
      changed();
      const created = await Promise.all(suppliers.map((supplier) => load(supplier.id)));
      return created.filter((record): record is SupplierRecord => record !== undefined);
    },

    async update(id, fields) {
      if (!isUuid(id)) return undefined;
      const manager = em();
      const row = await manager.findOne(Organization, { id, type: "SUPPLIER" });
      if (!row) return undefined;
      manager.assign(row, {
        name: fields.name,
        supplierType: fields.supplierType,
        status: fields.status,
        isSso: fields.isSso,
        address1: fields.address1,
        address2: fields.address2,
        city: fields.city,
        state: fields.state,
        zip: fields.zip,
        ...(fields.logo === undefined ? {} : { profilePhoto: fields.logo }),
      });
      await manager.flush();
      changed();
      return load(id);
    },

    async setLogo(id, logo) {
      if (!isUuid(id)) return undefined;
      const updated = await em().nativeUpdate(
        Organization,
        { id, type: "SUPPLIER" },
        { profilePhoto: logo, updatedAt: new Date() },
      );
      changed();
      return updated === 1 ? load(id) : undefined;
    },

    async usage(id) {
      const [row] = await em().execute<Array<{ users: string; recalls: string }>>(
        `select (select count(*) from membership where organization_id = ?) as users,
                (select count(*) from communication where organization_id = ?) as recalls`,
        [id, id],
      );
      return { users: Number(row?.users ?? 0), recalls: Number(row?.recalls ?? 0) };
    },

    async remove(id) {
      if (!isUuid(id)) return false;
      const manager = em();
      await manager.nativeDelete(Role, { organizationId: id });
      const removed = await manager.nativeDelete(Organization, { id, type: "SUPPLIER" });
      changed();
      return removed === 1;
    },
  };
};
