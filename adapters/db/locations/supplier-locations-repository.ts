import {
  sql,
  type CompiledQuery,
  type Expression,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from "kysely";
import type {
  SupplierLocationFilter,
  SupplierLocationRecord,
  SupplierLocationRepository,
  SupplierLocationSortField,
} from "#core/locations/supplier/ports.ts";
import { STORED_VERIFICATION } from "#core/locations/supplier/supplier-location-status.ts";
import { isUuid } from "#core/shared/ids.ts";
import { type CountCache, noCountCache } from "../count-cache.ts";
import { containsPattern, readListPage } from "../paging.ts";
import { SUPPLIER_LOCATION_CACHE } from "./review-blocks.ts";
import type { LazyEntityManager } from "../store-deps.ts";
import { providerTallies } from "./supplier-locations-providers.ts";
import {
  queries,
  type LocationTables,
  type SupplierLocationRowSql,
  type SupplierLocationTable,
} from "./supplier-locations-tables.ts";

type RowQuery = SelectQueryBuilder<LocationTables & { sl: SupplierLocationTable }, "sl", object>;

/** Mapped: the matcher or the operator put the row on a known location (CONTRACT "mapped to a provider"). */
const MAPPED = ["matched", "confirmed"] as const;

/** What the search box reads, exactly as the supplier_location_search_trgm index (entities/locations.ts) has it. */
const SEARCH_TEXT = sql<string>`lower(sl.location_id || ' ' || sl.name || ' ' || sl.address1 || ' ' || sl.city)`;

/** The supplier-facing status as SQL: the same rule as supplierRowStatus (a provider's mark first). */
const statusCondition = (status: NonNullable<SupplierLocationFilter["status"]>): RawBuilder<SqlBool> => {
  switch (status) {
    case "unverified":
      return sql`sl.verification_status is null and sl.decision in ('matched', 'confirmed')`;
    case "review":
    case "unmatched":
    case "rejected":
      return sql`sl.verification_status is null and sl.decision = ${status}`;
    default:
      return sql`sl.verification_status = ${STORED_VERIFICATION[status]}`;
  }
};

/** Every filter reads supplier_location only, so a total needs no join. */
const filtered = (q: RowQuery, filter: SupplierLocationFilter): RowQuery =>
  q
    .$if(filter.mapping !== undefined, (acc) => acc.where("sl.decision", "=", filter.mapping as string))
    .$if(filter.verification !== undefined, (acc) => {
      const stored = STORED_VERIFICATION[filter.verification!];
      return stored === null
        ? acc.where("sl.verification_status", "is", null)
        : acc.where("sl.verification_status", "=", stored);
    })
    .$if(filter.status !== undefined, (acc) => acc.where(statusCondition(filter.status!)))
    .$if(filter.providerId !== undefined, (acc) =>
      isUuid(filter.providerId!)
        ? acc
            .where("sl.decision", "in", MAPPED)
            .where("sl.known_location_id", "in", (sub) =>
              sub
                .selectFrom("known_location")
                .select("known_location.id")
                .where("known_location.known_provider_id", "=", filter.providerId!),
            )
        : acc.where(sql<SqlBool>`false`),
    )
    .$if(filter.search !== undefined, (acc) =>
      acc.where(sql<SqlBool>`${SEARCH_TEXT} like ${containsPattern(filter.search!.toLowerCase())}`),
    );

const rowsOf = (supplierId: string, filter: SupplierLocationFilter): RowQuery =>
  filtered(
    queries.selectFrom("supplier_location as sl").where("sl.supplier_organization_id", "=", supplierId),
    filter,
  );

/** The page's columns: the row, its known location and that location's known provider (mapped rows only). */
const withMapping = (q: RowQuery) =>
  q
    .leftJoin("known_location as kl", (join) =>
      join.onRef("kl.id", "=", "sl.known_location_id").on("sl.decision", "in", MAPPED),
    )
    .leftJoin("known_provider as kp", "kp.id", "kl.known_provider_id")
    .select([
      "sl.id",
      "sl.location_id",
      "sl.name",
      "sl.address1",
      "sl.address2",
      "sl.city",
      "sl.state",
      "sl.zip",
      "sl.phone",
      "sl.hin",
      "sl.gln",
      "sl.decision",
      "sl.verification_status",
      "sl.verified_at",
      "sl.updated_at",
      "kl.id as kl_id",
      "kl.notisphere_id as kl_notisphere_id",
      "kl.name as kl_name",
      "kp.id as kp_id",
      "kp.name as kp_name",
      "kp.idn as kp_idn",
      "kp.organization_id as kp_organization_id",
    ]);

/** Ship-to ids sort as stored: the (supplier, location id) unique index then serves the default order. */
/** Name sorts read the supplier_location_name_order index; the others sort the supplier's rows. */
const SORT: Record<SupplierLocationSortField, Expression<unknown>> = {
  locationId: sql`sl.location_id`,
  name: sql`lower(sl.name)`,
  city: sql`lower(sl.city)`,
  state: sql`sl.state`,
  decision: sql`sl.decision`,
  verificationStatus: sql`coalesce(sl.verification_status, '')`,
  updatedAt: sql`sl.updated_at`,
};

const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export const toSupplierLocation = (row: SupplierLocationRowSql): SupplierLocationRecord => ({
  id: row.id,
  locationId: row.location_id,
  name: row.name,
  address1: row.address1,
  address2: row.address2,
  city: row.city,
  state: row.state,
  zip: row.zip,
  phone: row.phone,
  hin: row.hin,
  gln: row.gln,
  decision: row.decision as SupplierLocationRecord["decision"],
  verificationStatus: row.verification_status,
  verifiedAt: date(row.verified_at),
  knownLocation:
    row.kl_id === null
      ? null
      : { id: row.kl_id, notisphereId: row.kl_notisphere_id ?? "", name: row.kl_name ?? "" },
  provider:
    row.kp_id === null
      ? null
      : {
          id: row.kp_id,
          name: row.kp_name ?? "",
          idn: row.kp_idn,
          onPlatform: row.kp_organization_id !== null,
        },
  updatedAt: date(row.updated_at) ?? new Date(0),
});

/** Rows per statement of a download: a batch is a few hundred kilobytes whatever the file's length. */
const STREAM_BATCH = 1000;

/**
 * A supplier's ship-to rows on PostgreSQL, always for one supplier organisation. Pages and totals go through the
 * list cache under `supplier_location`, the review queue's key: every writer of the table (pre-processor runs,
 * the operator's review, providers' marks, merges) raises that generation, so the screen shows a change within
 * a second while a grid scrolling or many suppliers reading cost one query per page, not one per request.
 */
export const createSupplierLocationRepository = (
  unitOfWork: LazyEntityManager,
  listTotals: CountCache = noCountCache,
): SupplierLocationRepository => {
  const run = async <Row>(query: { compile(): CompiledQuery<Row> }): Promise<Row[]> =>
    (await unitOfWork().getKysely().executeQuery(query.compile())).rows;
  return {
    async list(supplierId, request) {
      const scoped = rowsOf(supplierId, request);
      const page = await readListPage(
        listTotals,
        SUPPLIER_LOCATION_CACHE,
        {
          rows: withMapping(scoped)
            .orderBy(SORT[request.sortField], request.sortDirection)
            // Ship-to ids are unique per supplier; any other order ends with the id for stable pages.
            .$if(request.sortField !== "locationId", (q) => q.orderBy("sl.id", request.sortDirection))
            .limit(request.pageSize)
            .offset((request.pageNumber - 1) * request.pageSize),
          total: scoped.select((eb) => eb.fn.countAll().as("n")),
        },
        () => unitOfWork().getKysely(),
        (row) => toSupplierLocation(row as unknown as SupplierLocationRowSql),
      );
      return {
        items: page.items,
        total: page.total,
        pageNumber: request.pageNumber,
        pageSize: request.pageSize,
      };
    },

    async *stream(supplierId, filter) {
      // Keyset paging on the ship-to id (unique per supplier): every batch is an index walk, never an offset.
      let after: string | undefined;
      for (;;) {
        const rows = (await run(
          withMapping(rowsOf(supplierId, filter))
            .$if(after !== undefined, (q) => q.where("sl.location_id", ">", after!))
            .orderBy("sl.location_id", "asc")
            .limit(STREAM_BATCH),
        )) as unknown as SupplierLocationRowSql[];
        for (const row of rows) yield toSupplierLocation(row);
        if (rows.length < STREAM_BATCH) return;
        after = rows[rows.length - 1]!.location_id;
      }
    },

    // A national file maps onto tens of thousands of providers, and tallying them reads every mapped row (about
    // a second at 100,000 rows): the page is kept under the same generation as the rows it counts.
    async providers(supplierId, request) {
      const key = `supplier-providers\u0000${JSON.stringify([supplierId, request])}`;
      const [page] = await listTotals.rows(SUPPLIER_LOCATION_CACHE, key, async () => [
        Object.freeze(await providerTallies(run, supplierId, request)),
      ]);
      return page!;
    },
  };
};
