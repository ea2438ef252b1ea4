import type { EntityManager } from "@mikro-orm/postgresql";
import type { FilterQuery, InferEntity } from "@mikro-orm/core";
import type { PreprocessorJobRepository, RowDecisionChange } from "#core/locations/preprocessor/ports.ts";
import type { JobRowRecord } from "#core/locations/preprocessor/preprocessor-job.ts";
import { isUuid } from "#core/shared/ids.ts";
import { Conflict } from "#core/shared/errors.ts";
import { PREPROCESSOR_MESSAGES } from "#core/locations/preprocessor/messages.ts";
import { KnownLocation, PreprocessorJob, PreprocessorJobRow } from "./entities/index.ts";
import { Organization } from "../organisations/entities/index.ts";
import { caseInsensitiveOrder, containsPattern } from "../paging.ts";
import {
  COUNT_COLUMN,
  rowsWithSites,
  summariesOf,
  toJobRecord,
  withUploaderNames,
} from "./preprocessor-mappers.ts";
import { upsertSupplierLocations } from "./supplier-location-upsert.ts";
import { jobRowBlocks } from "./review-job-row-blocks.ts";
import { touchSupplierLocations, writeBlocks } from "./review-blocks.ts";

type JobRow = InferEntity<typeof PreprocessorJob>;
type RowRow = InferEntity<typeof PreprocessorJobRow>;

/** Queues a job run inside the caller's transaction (wired to pg-boss by the composition root). */
export type PreprocessorJobSender = (transaction: EntityManager, jobId: string) => Promise<void>;

/** Sort fields holding text, with their columns: they sort without regard to case. */
const TEXT_JOB_SORT: Readonly<Partial<Record<string, string>>> = {
  fileName: "file_name",
  supplierName: "supplier_name",
  status: "status",
};
const TEXT_ROW_SORT: Readonly<Partial<Record<string, string>>> = {
  locationId: "location_id",
  name: "name",
  city: "city",
  decision: "decision",
};
const orderOf = (text: Partial<Record<string, string>>, field: string, direction: "asc" | "desc") => {
  const column = text[field];
  return column === undefined ? { [field]: direction } : caseInsensitiveOrder(column, direction);
};

/** The mapping's reason: the operator's decision, or the matcher's own once a decision is reopened. */
const supplierReason = (row: JobRowRecord, change: RowDecisionChange): string =>
  change.decision === "confirmed"
    ? "confirmed by the operator"
    : change.decision === "rejected"
      ? "rejected by the operator"
      : row.reason;

const findRow = async (em: EntityManager, jobId: string, rowId: string) => {
  if (!isUuid(rowId)) return undefined;
  const row = await em.findOne(PreprocessorJobRow, { id: rowId, jobId }, { disableIdentityMap: true });
  return row ? (await rowsWithSites(em, [row]))[0] : undefined;
};

/** Pre-processor jobs, their rows and the supplier mappings on PostgreSQL. Sorts end with the id for stable pages. */
export const createPreprocessorJobRepository = (
  em: EntityManager,
  sendJob: PreprocessorJobSender,
): PreprocessorJobRepository => ({
  async list(request) {
    const where: FilterQuery<JobRow>[] = [
      request.status ? { status: request.status } : { status: { $ne: "DEACTIVATED" } },
    ];
    if (request.createdFrom) where.push({ createdAt: { $gte: request.createdFrom } });
    if (request.createdTo) where.push({ createdAt: { $lt: request.createdTo } });
    if (request.supplierOrganizationId)
      where.push({ supplierOrganizationId: request.supplierOrganizationId });
    if (request.supplierName) where.push({ supplierName: { $ilike: containsPattern(request.supplierName) } });
    if (request.search) {
      const pattern = containsPattern(request.search);
      where.push({ $or: [{ fileName: { $ilike: pattern } }, { supplierName: { $ilike: pattern } }] });
    }
    for (const [field, text] of Object.entries(request.filters)) {
      if (text) where.push({ [field]: { $ilike: containsPattern(text) } });
    }
    const [rows, total] = await em.findAndCount(
      PreprocessorJob,
      { $and: where },
      {
        orderBy: [
          orderOf(TEXT_JOB_SORT, request.sortField, request.sortDirection),
          { id: request.sortDirection },
        ],
        limit: request.pageSize,
        offset: (request.pageNumber - 1) * request.pageSize,
        disableIdentityMap: true,
      },
    );
    return {
      items: await withUploaderNames(em, rows.map(toJobRecord)),
      total,
      pageNumber: request.pageNumber,
      pageSize: request.pageSize,
    };
  },

  async findById(id) {
    if (!isUuid(id)) return undefined;
    const row = await em.findOne(PreprocessorJob, { id }, { disableIdentityMap: true });
    return row ? (await withUploaderNames(em, [toJobRecord(row)]))[0] : undefined;
  },

  async create(job, options = {}) {
    return em.transactional(async (tx) => {
      const row = tx.create(PreprocessorJob, {
        ...job,
        status: "PENDING",
        totalRows: 0,
        matchedCount: 0,
        reviewCount: 0,
        unmatchedCount: 0,
        confirmedCount: 0,
        rejectedCount: 0,
        errorMessage: null,
        errorReport: null,
        startedAt: null,
        finishedAt: null,
        deactivatedAt: null,
      });
      await tx.flush();
      if (options.queue !== false) await sendJob(tx, job.id);
      const [created] = await withUploaderNames(tx, [toJobRecord(row)]);
      return created!;
    });
  },

  async changeStatus(id, from, to, at) {
    const changes = to === "DEACTIVATED" ? { status: to, deactivatedAt: at } : { status: to };
    return (await em.nativeUpdate(PreprocessorJob, { id, status: from }, changes)) === 1;
  },

  async requeue(id) {
    return em.transactional(async (tx) => {
      const moved = await tx.nativeUpdate(
        PreprocessorJob,
        { id, status: "ERROR" },
        {
          status: "PENDING",
          errorMessage: null,
          errorReport: null,
          startedAt: null,
          finishedAt: null,
          // The operator decided to run it again: it gets its full number of starts back.
          runAttempts: 0,
          heartbeatAt: null,
          runOwner: null,
        },
      );
      if (moved !== 1) return false;
      await sendJob(tx, id);
      return true;
    });
  },

  async listRows(jobId, request) {
    const where: FilterQuery<RowRow>[] = [{ jobId }];
    if (request.decision) where.push({ decision: request.decision });
    if (request.search) {
      const pattern = containsPattern(request.search);
      where.push({
        $or: [
          { locationId: { $ilike: pattern } },
          { name: { $ilike: pattern } },
          { address1: { $ilike: pattern } },
          { city: { $ilike: pattern } },
        ],
      });
    }
    const [rows, total] = await em.findAndCount(
      PreprocessorJobRow,
      { $and: where },
      {
        orderBy: [
          orderOf(TEXT_ROW_SORT, request.sortField, request.sortDirection),
          { rowNumber: request.sortDirection },
        ],
        limit: request.pageSize,
        offset: (request.pageNumber - 1) * request.pageSize,
        disableIdentityMap: true,
      },
    );
    return {
      items: await rowsWithSites(em, rows),
      total,
      pageNumber: request.pageNumber,
      pageSize: request.pageSize,
    };
  },

  async *allRows(jobId) {
    let after = 0;
    for (;;) {
      const rows = await em.find(
        PreprocessorJobRow,
        { jobId, rowNumber: { $gt: after } },
        { orderBy: { rowNumber: "asc" }, limit: 1000, disableIdentityMap: true },
      );
      if (rows.length === 0) return;
      yield* await rowsWithSites(em, rows);
      after = rows[rows.length - 1]?.rowNumber ?? after;
    }
  },

  findRow: (jobId, rowId) => findRow(em, jobId, rowId),

  async decideRow(job, row, change) {
    const at = new Date();
    await em.transactional(async (tx) => {
      const moved = await tx.nativeUpdate(
        PreprocessorJobRow,
        { id: row.id, decision: row.decision },
        {
          decision: change.decision,
          knownLocationId: change.knownLocationId,
          decidedBy: change.decidedBy,
          decidedAt: at,
        },
      );
      if (moved !== 1) throw new Conflict(PREPROCESSOR_MESSAGES.say("rowChanged"));
      const from = COUNT_COLUMN[row.decision];
      const to = COUNT_COLUMN[change.decision];
      await tx.execute(
        `update "preprocessor_job" set "${from}" = "${from}" - 1, "${to}" = "${to}" + 1 where "id" = ?`,
        [job.id],
        "run",
      );
      await upsertSupplierLocations(
        tx,
        job.supplierOrganizationId,
        job.id,
        [
          {
            fields: row,
            knownLocationId: change.knownLocationId,
            candidateKnownLocationId: row.candidateKnownLocationId,
            decision: change.decision,
            score: row.score,
            reason: supplierReason(row, change),
          },
        ],
        at,
      );
      // The same word as in the review queue: a reject blocks the pair, a confirm lifts the blocks on it.
      await writeBlocks(
        tx,
        {
          id: null,
          supplierOrganizationId: job.supplierOrganizationId,
          locationId: row.locationId,
          address1: row.address1,
          address2: row.address2,
          zip: row.zip,
          decidedBy: change.decidedBy,
        },
        jobRowBlocks(job.supplierOrganizationId, row, change),
        at,
      );
      await touchSupplierLocations(tx);
    });
    const saved = await findRow(em, job.id, row.id);
    if (!saved) throw new Error(`row ${row.id} vanished after its decision`);
    return saved;
  },

  async suppliers() {
    const rows = await em.find(
      Organization,
      { type: "SUPPLIER", status: "ACTIVE" },
      { orderBy: { name: "asc" }, fields: ["id", "name", "supplierType"], disableIdentityMap: true },
    );
    return rows.map((r) => ({ id: r.id, name: r.name, supplierType: r.supplierType ?? null }));
  },

  async findSupplier({ id, name }) {
    if (id !== undefined && !isUuid(id)) return undefined;
    const where =
      id !== undefined ? { id } : { name: { $ilike: (name ?? "").replace(/[\\%_]/g, (c) => `\\${c}`) } };
    const row = await em.findOne(
      Organization,
      { ...where, type: "SUPPLIER", status: "ACTIVE" },
      { disableIdentityMap: true },
    );
    return row ? { id: row.id, name: row.name, supplierType: row.supplierType ?? null } : undefined;
  },

  async findKnownLocation(id) {
    const where = isUuid(id) ? { id } : { notisphereId: id.toUpperCase() };
    const row = await em.findOne(KnownLocation, where, { disableIdentityMap: true });
    return row ? (await summariesOf(em, [row])).get(row.id) : undefined;
  },

  async searchKnownLocations(request) {
    const where: FilterQuery<InferEntity<typeof KnownLocation>> = request.search
      ? {
          $or: [
            { name: { $ilike: containsPattern(request.search) } },
            { city: { $ilike: containsPattern(request.search) } },
            { address1: { $ilike: containsPattern(request.search) } },
            { notisphereId: { $ilike: containsPattern(request.search) } },
          ],
        }
      : {};
    const [rows, total] = await em.findAndCount(KnownLocation, where, {
      orderBy: [caseInsensitiveOrder("name", request.sortDirection), { id: request.sortDirection }],
      limit: request.pageSize,
      offset: (request.pageNumber - 1) * request.pageSize,
      disableIdentityMap: true,
    });
    const summaries = await summariesOf(em, rows);
    return {
      items: rows.map((r) => summaries.get(r.id)).filter((s) => s !== undefined),
      total,
      pageNumber: request.pageNumber,
      pageSize: request.pageSize,
    };
  },
});
