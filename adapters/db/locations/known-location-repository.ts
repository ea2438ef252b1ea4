import type { EntityManager } from "@mikro-orm/postgresql";
import type { KnownLocationChange, KnownLocationRecord } from "#core/locations/master/known-location.ts";
import type { KnownLocationRepository, NewChange } from "#core/locations/master/ports.ts";
import { isUuid } from "#core/shared/ids.ts";
import { noCountCache, type CountCache } from "../count-cache.ts";
import { readListPage } from "../paging.ts";
import { inBatches } from "../organisations/report-batches.ts";
import type { LazyEntityManager } from "../store-deps.ts";
import { mergeKnownLocations } from "./known-location-merge.ts";
import {
  filteredLocations,
  orderedLocations,
  toLocationRecord,
  type LocationRowSql,
} from "./known-location-sql.ts";
import { insertChange, locationColumns } from "./known-location-writes.ts";

/** The table whose write generation keys the grid's cached pages and totals (count-cache.ts). */
export const KNOWN_LOCATION_TABLE = "known_location";

const DOWNLOAD_BATCH = 1000;

const readOne = async (em: EntityManager, id: string): Promise<KnownLocationRecord | undefined> => {
  const compiled = orderedLocations(
    filteredLocations({ search: undefined, filters: {} }).where("k.id", "=", id),
    {
      sortField: "name",
      sortDirection: "asc",
    },
  ).compile();
  const rows = (await em.getKysely().executeQuery(compiled)).rows as LocationRowSql[];
  return rows[0] && toLocationRecord(rows[0]);
};

/**
 * The location master on PostgreSQL. The grid's pages and totals go through the list cache under
 * `known_location`, which every write here invalidates (a merge also moves supplier rows, which the grid does
 * not show). Writes compare the version in their UPDATE, so two saves of one loaded form cannot both pass.
 */
export const createKnownLocationRepository = (
  unitOfWork: LazyEntityManager,
  listTotals: CountCache = noCountCache,
): KnownLocationRepository => {
  const written = async <T>(result: T): Promise<T> => {
    await listTotals.invalidate(KNOWN_LOCATION_TABLE);
    return result;
  };
  return {
    async list(request) {
      if (request.knownProviderId !== undefined && !isUuid(request.knownProviderId))
        return { items: [], total: 0, pageNumber: request.pageNumber, pageSize: request.pageSize };
      const filtered = filteredLocations(request);
      const page = await readListPage(
        listTotals,
        KNOWN_LOCATION_TABLE,
        {
          rows: orderedLocations(filtered, request)
            .limit(request.pageSize)
            .offset((request.pageNumber - 1) * request.pageSize),
          total: filtered.select((eb) => eb.fn.countAll().as("n")),
        },
        () => unitOfWork().getKysely(),
        (row) => toLocationRecord(row as LocationRowSql),
      );
      return { ...page, pageNumber: request.pageNumber, pageSize: request.pageSize };
    },

    rows(view) {
      if (view.knownProviderId !== undefined && !isUuid(view.knownProviderId))
        return (async function* () {})();
      const ordered = orderedLocations(filteredLocations(view), view);
      return inBatches(
        unitOfWork,
        DOWNLOAD_BATCH,
        (limit, offset) => ordered.limit(limit).offset(offset).compile(),
        (row) => toLocationRecord(row as LocationRowSql),
      );
    },

    async findById(id) {
      if (!isUuid(id)) return undefined;
      return readOne(unitOfWork(), id);
    },

    async history(id) {
      if (!isUuid(id)) return [];
      const rows = await unitOfWork().execute<
        Array<{
          id: string;
          at: Date | string;
          by_user_id: string | null;
          by_name: string;
          change_type: string;
          changes: Record<string, unknown> | string;
        }>
      >(
        `select id, at, by_user_id, by_name, change_type, changes from known_location_change
         where known_location_id = ? order by at desc, id desc`,
        [id],
      );
      return rows.map((r): KnownLocationChange => ({
        id: r.id,
        at: new Date(r.at),
        byUserId: r.by_user_id,
        byName: r.by_name,
        changeType: r.change_type as KnownLocationChange["changeType"],
        changes:
          typeof r.changes === "string" ? (JSON.parse(r.changes) as Record<string, unknown>) : r.changes,
      }));
    },

    async provider(knownProviderId) {
      if (!isUuid(knownProviderId)) return undefined;
      const [row] = await unitOfWork().execute<
        Array<{ id: string; name: string; organization_id: string | null }>
      >(`select id, name, organization_id from known_provider where id = ?`, [knownProviderId]);
      return row && { id: row.id, name: row.name, organizationId: row.organization_id };
    },

    async site(siteId) {
      if (!isUuid(siteId)) return undefined;
      const [row] = await unitOfWork().execute<
        Array<{
          id: string;
          name: string;
          organization_id: string;
          location_id: string | null;
          notisphere_id: string | null;
        }>
      >(
        `select s.id, s.name, s.organization_id, k.id as location_id, k.notisphere_id
         from provider_site s left join known_location k on k.provider_site_id = s.id
         where s.id = ? and s.is_corporate = false`,
        [siteId],
      );
      return (
        row && {
          id: row.id,
          name: row.name,
          organizationId: row.organization_id,
          linkedLocationId: row.location_id,
          linkedNotisphereId: row.notisphere_id,
        }
      );
    },

    async create(id, fields, providerOrganizationId, change) {
      return written(
        await unitOfWork().transactional(async (tx) => {
          const columns = locationColumns(fields, providerOrganizationId);
          await tx.execute(
            `insert into known_location (id, notisphere_id, ${Object.keys(columns).join(", ")}, created_at, updated_at)
             values (?, 'NS-' || lpad(nextval('known_location_number')::text, 6, '0'), ${Object.keys(columns)
               .map(() => "?")
               .join(", ")}, now(), now())`,
            [id, ...Object.values(columns)],
            "run",
          );
          await insertChange(tx, id, change);
          return (await readOne(tx, id))!;
        }),
      );
    },

    async update(id, expectedVersion, fields, providerOrganizationId, change: NewChange) {
      if (!isUuid(id)) return "stale";
      return written(
        await unitOfWork().transactional(async (tx) => {
          const columns = locationColumns(fields, providerOrganizationId);
          const result = await tx.execute(
            `update known_location set ${Object.keys(columns)
              .map((c) => `${c} = ?`)
              .join(", ")}, version = version + 1, updated_at = now()
             where id = ? and version = ? and status <> 'MERGED'`,
            [...Object.values(columns), id, expectedVersion],
            "run",
          );
          if (((result as { affectedRows?: number }).affectedRows ?? 0) !== 1) return "stale" as const;
          await insertChange(tx, id, change);
          return (await readOne(tx, id))!;
        }),
      );
    },

    async merge(plan) {
      if (!isUuid(plan.sourceId) || !isUuid(plan.targetId)) return "stale";
      return written(await unitOfWork().transactional((tx) => mergeKnownLocations(tx, plan)));
    },
  };
};
