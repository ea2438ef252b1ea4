import type { EntityManager } from "@mikro-orm/postgresql";
import type { LocationReviewRepository, ReviewLocation } from "#core/locations/review/ports.ts";
import type { ReviewQueueRecord } from "#core/locations/review/review-queue.ts";
import { targetOf } from "#core/locations/review/list-review-queue.ts";
import { isUuid } from "#core/shared/ids.ts";
import { noCountCache, type CountCache } from "../count-cache.ts";
import { readListPage } from "../paging.ts";
import type { LazyEntityManager } from "../store-deps.ts";
import { KnownLocation, KnownProvider } from "./entities/index.ts";
import { loadSummaries } from "./preprocessor-mappers.ts";
import { blocksForRow, SUPPLIER_LOCATION_CACHE } from "./review-blocks.ts";
import { queueQueries, queueRowById, toQueueRecord, type QueueRowSql } from "./review-queue-query.ts";
import { RowChangedDuringCreate, createLocationAndConfirm, decideQueuedRow } from "./review-writes.ts";

/** The table the queue's pages and totals are cached under; every writer of ship-to rows invalidates it. */

/** How many nearby known locations the detail ranks (same ZIP, or same town). */
const NEARBY_LIMIT = 200;

const withCandidates = async (
  em: EntityManager,
  rows: readonly Omit<ReviewQueueRecord, "candidate">[],
): Promise<ReviewQueueRecord[]> => {
  const summaries = await loadSummaries(
    em,
    rows.map((row) => targetOf({ ...row, candidate: null })),
  );
  return rows.map((row) => {
    const target = targetOf({ ...row, candidate: null });
    return { ...row, candidate: (target && summaries.get(target)) || null };
  });
};

const withStatus = async (em: EntityManager, ids: readonly string[]): Promise<ReviewLocation[]> => {
  if (ids.length === 0) return [];
  const [rows, summaries] = await Promise.all([
    em.find(KnownLocation, { id: { $in: [...ids] } }, { fields: ["id", "status"], disableIdentityMap: true }),
    loadSummaries(em, ids),
  ]);
  const status = new Map(rows.map((r) => [r.id, r.status]));
  return ids.flatMap((id) => {
    const summary = summaries.get(id);
    return summary ? [{ ...summary, status: status.get(id) ?? "ACTIVE" }] : [];
  });
};

/**
 * The operator's review queue on PostgreSQL. Pages and totals go through the list cache under
 * `supplier_location` (the count cache of provider-repository.ts): the queue's own decisions invalidate it here,
 * pre-processor runs and job-row decisions raise its shared generation in their transactions (review-blocks.ts).
 */
export const createLocationReviewRepository = (
  unitOfWork: LazyEntityManager,
  listTotals: CountCache = noCountCache,
): LocationReviewRepository => {
  const findRow = async (id: string): Promise<ReviewQueueRecord | undefined> => {
    if (!isUuid(id)) return undefined;
    const em = unitOfWork();
    const rows = (await em.getKysely().executeQuery(queueRowById(id).compile())).rows as QueueRowSql[];
    const [row] = await withCandidates(em, rows.map(toQueueRecord));
    return row;
  };
  const written = async <T>(result: T): Promise<T> => {
    await listTotals.invalidate(SUPPLIER_LOCATION_CACHE);
    return result;
  };
  return {
    async list(request) {
      const em = unitOfWork();
      const page = await readListPage(
        listTotals,
        SUPPLIER_LOCATION_CACHE,
        queueQueries(request),
        () => em.getKysely(),
        (row): ReviewQueueRecord => ({ ...toQueueRecord(row as QueueRowSql), candidate: null }),
        (items) => withCandidates(em, items),
      );
      return {
        items: page.items,
        total: page.total,
        pageNumber: request.pageNumber,
        pageSize: request.pageSize,
      };
    },

    findRow,

    async nearbyLocations(row) {
      const em = unitOfWork();
      // Two index probes (ZIP5, and town within the state), each bounded: a national file's row costs little.
      const rows = await em.execute<{ id: string }[]>(
        `(select "id" from "known_location" where left("zip", 5) = left(?, 5) and "status" = 'ACTIVE' limit ?)
         union
         (select "id" from "known_location" where "state" = upper(?) and upper("city") = upper(?)
            and "status" = 'ACTIVE' limit ?)`,
        [row.zip, NEARBY_LIMIT, row.state.slice(0, 2), row.city, NEARBY_LIMIT],
        "all",
      );
      return withStatus(
        em,
        rows.map((r) => r.id),
      );
    },

    async findKnownLocation(id) {
      const em = unitOfWork();
      const where = isUuid(id) ? { id } : { notisphereId: id.toUpperCase() };
      const row = await em.findOne(KnownLocation, where, { fields: ["id"], disableIdentityMap: true });
      return row ? (await withStatus(em, [row.id]))[0] : undefined;
    },

    blocksFor: (row) => blocksForRow(unitOfWork(), row),

    async decide(expected, write) {
      return written(await unitOfWork().transactional((tx) => decideQueuedRow(tx, expected, write)));
    },

    async createLocationAndConfirm(expected, location, write) {
      try {
        return await written(
          await unitOfWork().transactional((tx) => createLocationAndConfirm(tx, expected, location, write)),
        );
      } catch (error) {
        if (error instanceof RowChangedDuringCreate) return undefined;
        throw error;
      }
    },

    async knownProviderOptions() {
      const rows = await unitOfWork().find(
        KnownProvider,
        { status: "ACTIVE" },
        { orderBy: { name: "asc", id: "asc" }, limit: 1000, disableIdentityMap: true },
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        idn: r.idn ?? null,
        city: r.city ?? null,
        state: r.state ?? null,
      }));
    },

    async findKnownProvider(id) {
      if (!isUuid(id)) return undefined;
      const r = await unitOfWork().findOne(
        KnownProvider,
        { id, status: "ACTIVE" },
        { disableIdentityMap: true },
      );
      return r
        ? { id: r.id, name: r.name, idn: r.idn ?? null, city: r.city ?? null, state: r.state ?? null }
        : undefined;
    },
  };
};
