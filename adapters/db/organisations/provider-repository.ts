import { sql, type Expression, type SqlBool } from "kysely";
import type { EntityManager } from "@mikro-orm/postgresql";
import type {
  ProviderListRequest,
  ProviderRepository,
  NameClash,
} from "#core/organisations/providers/ports.ts";
import type {
  ProviderFields,
  ProviderFilterField,
  ProviderRecord,
  ProviderStatus,
} from "#core/organisations/providers/provider.ts";
import { providerNameKey } from "#core/organisations/providers/name-rule.ts";
import { isUuid } from "#core/shared/ids.ts";
import { noCountCache, type CountCache } from "../count-cache.ts";
import { Organization, ProviderSite, Role } from "./entities/index.ts";
import { containsPattern, listQueryWriter, readListPage } from "../paging.ts";
import { HOSPITAL_COUNT, NON_ACUTE_COUNT, SITE_COUNT } from "./site-counts.ts";
import type { LazyEntityManager } from "../store-deps.ts";

interface OrganizationTable {
  id: string;
  name: string;
  type: string;
  idn: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  status: string;
  created_at: Date;
  updated_at: Date;
}
interface ProviderSiteTable {
  id: string;
  organization_id: string;
  external_id: string | null;
  is_corporate: boolean;
}

interface ProviderRowSql {
  id: string;
  name: string;
  idn: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  status: string;
  created_at: Date | string;
  updated_at: Date | string;
  notisphere_id: string;
  sites: number | string;
  hospitals: number | string;
  non_acute_sites: number | string;
}

const queries = listQueryWriter<{ organization: OrganizationTable; provider_site: ProviderSiteTable }>();

/**
 * The account's short public number: the last eight hex digits of its id (the random part of a v7 UUID, so
 * accounts created together still differ).
 */
const NOTISPHERE_ID = sql<string>`upper(right(o.id::text, 8))`;
/** What the search box reads, exactly as the organization_search_trgm index (entities/organization.ts) has it. */
const SEARCH_TEXT = sql<string>`lower(o.name || ' ' || coalesce(o.idn, '') || ' ' || coalesce(o.city, '') || ' ' || right(o.id::text, 8))`;

const TEXT_COLUMN = {
  name: sql`o.name`,
  idn: sql`o.idn`,
  add1: sql`o.address1`,
  add2: sql`o.address2`,
  city: sql`o.city`,
  state: sql`o.state`,
  zip: sql`o.zip`,
  notisphere_id: NOTISPHERE_ID,
  status: sql`o.status`,
} as const satisfies Record<ProviderFilterField, unknown>;

/** Sort fields map to these expressions only; nothing from the request reaches SQL as text. */
const SORT_EXPRESSION = {
  name: sql`lower(o.name)`,
  idn: sql`lower(o.idn)`,
  add1: sql`lower(o.address1)`,
  city: sql`lower(o.city)`,
  state: sql`o.state`,
  zip: sql`o.zip`,
  notisphere_id: NOTISPHERE_ID,
  sites: SITE_COUNT,
  number_of_hospitals: sql`hospitals`,
  number_of_non_acute_sites: sql`non_acute_sites`,
  status: sql`o.status`,
} as const satisfies Record<ProviderListRequest["sortField"], unknown>;

const toRecord = (r: ProviderRowSql): ProviderRecord => {
  const hospitals = Number(r.hospitals);
  const nonAcuteSites = Number(r.non_acute_sites);
  return {
    id: r.id,
    name: r.name,
    idn: r.idn,
    add1: r.address1,
    add2: r.address2,
    city: r.city,
    state: r.state,
    zip: r.zip,
    notisphereId: r.notisphere_id,
    sites: Number(r.sites),
    hospitals,
    nonAcuteSites,
    status: r.status as ProviderStatus,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
};

const providers = () => queries.selectFrom("organization as o").where("o.type", "=", "PROVIDER");

const selectProvider = <Q extends ReturnType<typeof providers>>(q: Q) =>
  q.select([
    "o.id",
    "o.name",
    "o.idn",
    "o.address1",
    "o.address2",
    "o.city",
    "o.state",
    "o.zip",
    "o.status",
    "o.created_at",
    "o.updated_at",
    NOTISPHERE_ID.as("notisphere_id"),
    SITE_COUNT.as("sites"),
    HOSPITAL_COUNT.as("hospitals"),
    NON_ACUTE_COUNT.as("non_acute_sites"),
  ]);

const organisationFields = (fields: ProviderFields) => ({
  name: fields.name,
  idn: fields.idn,
  address1: fields.address1,
  address2: fields.address2,
  city: fields.city,
  state: fields.state,
  zip: fields.zip,
  status: fields.status,
});

/**
 * Provider accounts on PostgreSQL. The list counts sites per row with correlated subqueries, which PostgreSQL
 * evaluates only for the page's rows unless the sort is by a count. Pages and totals go through the list cache
 * under the `organization` table, which every write here invalidates: a total depends on organisation fields
 * only, and a page's site counts (written by the provider's own sites screen) are at most the cache's few
 * seconds old (ROWS_TTL_MS).
 */
export const createProviderRepository = (
  unitOfWork: LazyEntityManager,
  listTotals: CountCache = noCountCache,
): ProviderRepository => {
  const written = async <T>(result: T): Promise<T> => {
    await listTotals.invalidate("organization");
    return result;
  };
  const run = async (tx: EntityManager, id: string): Promise<ProviderRecord | undefined> => {
    const compiled = selectProvider(providers().where("o.id", "=", id)).compile();
    const rows = (await tx.getKysely().executeQuery(compiled)).rows as ProviderRowSql[];
    return rows[0] && toRecord(rows[0]);
  };

  /** Other providers whose name has the same key, read under a transaction lock on that key. */
  const lockedClash = async (tx: EntityManager, name: string, clashes: NameClash): Promise<boolean> => {
    const key = providerNameKey(name);
    await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`provider_name:${key}`]);
    const others = await tx.execute<Array<{ id: string; name: string }>>(
      `select id, name from organization where type = 'PROVIDER' and lower(regexp_replace(btrim(name), '\\s+', ' ', 'g')) = ?`,
      [key],
    );
    return clashes(others);
  };

  return {
    async list(request) {
      const filtered = providers()
        .$if(request.status !== undefined, (q) => q.where("o.status", "=", request.status as string))
        .$if(request.search !== undefined, (q) =>
          q.where(
            sql<SqlBool>`${SEARCH_TEXT} like ${containsPattern((request.search as string).toLowerCase())}`,
          ),
        )
        .$call((q) =>
          Object.entries(request.filters).reduce(
            (acc, [field, text]) =>
              text
                ? acc.where(
                    sql<SqlBool>`${TEXT_COLUMN[field as ProviderFilterField] as Expression<string>} ilike ${containsPattern(text)}`,
                  )
                : acc,
            q,
          ),
        );
      const page = await readListPage(
        listTotals,
        "organization",
        {
          rows: selectProvider(filtered)
            .orderBy(SORT_EXPRESSION[request.sortField] as Expression<string>, request.sortDirection)
            .orderBy("o.id", request.sortDirection)
            .limit(request.pageSize)
            .offset((request.pageNumber - 1) * request.pageSize),
          total: filtered.select((eb) => eb.fn.countAll().as("n")),
        },
        () => unitOfWork().getKysely(),
        (row) => toRecord(row as ProviderRowSql),
      );
      return { ...page, pageNumber: request.pageNumber, pageSize: request.pageSize };
    },

    async findById(id) {
      if (!isUuid(id)) return undefined;
      return run(unitOfWork(), id);
    },

    async create(provider, clashes) {
      return written(
        await unitOfWork().transactional(async (tx) => {
          if (await lockedClash(tx, provider.fields.name, clashes)) return "duplicate" as const;
          tx.create(Organization, {
            id: provider.id,
            type: "PROVIDER",
            isSso: false,
            centralized: true,
            ...organisationFields(provider.fields),
          });
          for (const role of provider.roles)
            tx.create(Role, {
              id: role.id,
              organizationId: provider.id,
              organizationType: "PROVIDER",
              name: role.name,
              permissions: [...role.permissions],
            });
          tx.create(ProviderSite, {
            id: provider.corporateSiteId,
            organizationId: provider.id,
            // No address: the Corporate site is the organisation-wide view, not a place (so never a known location).
            name: "Corporate",
            externalId: null,
            isCorporate: true,
            kind: "CORPORATE",
          });
          await tx.flush();
          return (await run(tx, provider.id))!;
        }),
      );
    },

    async update(id, fields, clashes) {
      if (!isUuid(id)) return undefined;
      return written(
        await unitOfWork().transactional(async (tx) => {
          const row = await tx.findOne(Organization, { id, type: "PROVIDER" });
          if (!row) return undefined;
          if (await lockedClash(tx, fields.name, clashes)) return "duplicate" as const;
          tx.assign(row, organisationFields(fields));
          await tx.flush();
          return run(tx, id);
        }),
      );
    },

    async setStatus(id, status) {
      if (!isUuid(id)) return false;
      return written(
        (await unitOfWork().nativeUpdate(
          Organization,
          { id, type: "PROVIDER" },
          { status, updatedAt: new Date() },
        )) === 1,
      );
    },

    async options() {
      const rows = await unitOfWork().find(
        Organization,
        { type: "PROVIDER" },
        { orderBy: { name: "asc" }, fields: ["id", "name", "idn", "status"], disableIdentityMap: true },
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        idn: row.idn ?? null,
        status: row.status as ProviderStatus,
      }));
    },
  };
};
