import type { EntityManager } from "@mikro-orm/postgresql";
import type { PreprocessorRunStore, StagedRow } from "#core/locations/preprocessor/ports.ts";
import type { KnownSite } from "#core/locations/matching/location-schemas.ts";
import { KnownLocation, PreprocessorJob, PreprocessorJobRow, SupplierLocation } from "./entities/index.ts";
import { newId } from "../ids.ts";
import { toJobRecord, withUploaderNames } from "./preprocessor-mappers.ts";
import { upsertSupplierLocations } from "./supplier-location-upsert.ts";
import { blocksForSupplier, touchSupplierLocations } from "./review-blocks.ts";

export interface RunStoreOptions {
  /** Runs inside the commit transaction after every write (tests kill a run there to prove nothing remains). */
  readonly beforeCommit?: () => Promise<void>;
  /** This worker process (default: one id per process). Only the claiming worker beats, commits or releases. */
  readonly owner?: string;
}

/** One id per process: a restarted server is a new owner, so its predecessor's runs are visibly dead. */
export const PROCESS_RUN_OWNER = `${process.pid}-${newId()}`;

/** A running job's heartbeat is written this often; a run silent for RUN_STALE_MS is dead (ADR 8). */
export const HEARTBEAT_MS = 2000;
export const RUN_STALE_MS = 10_000;

const ROW_COLUMNS = 21;

const insertRows = async (tx: EntityManager, jobId: string, rows: readonly StagedRow[]): Promise<void> => {
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    const params: unknown[] = [];
    for (const { rowNumber, fields: f, result } of batch) {
      params.push(
        newId(),
        jobId,
        rowNumber,
        f.locationId,
        f.name,
        f.address1,
        f.address2,
        f.city,
        f.state,
        f.zip,
        f.phone,
        f.hin,
        f.gln,
        result.status,
        result.siteId ?? null,
        result.candidateSiteId ?? null,
        result.score,
        result.reason.slice(0, 300),
        JSON.stringify(result.reasons),
        result.status,
        null,
      );
    }
    const tuple = `(${Array.from({ length: ROW_COLUMNS }, () => "?").join(", ")})`;
    await tx.execute(
      `insert into "preprocessor_job_row" ("id", "job_id", "row_number", "location_id", "name", "address1",
         "address2", "city", "state", "zip", "phone", "hin", "gln", "decision", "known_location_id",
         "candidate_known_location_id", "score", "reason", "reasons", "matcher_decision", "decided_at")
       values ${batch.map(() => tuple).join(", ")}`,
      params,
      "run",
    );
  }
};

const optional = (value: string | null | undefined): string | undefined => value || undefined;

/** The worker's storage: results are written only by `commit`, in one transaction. */
export const createPreprocessorRunStore = (
  em: EntityManager,
  options: RunStoreOptions = {},
): PreprocessorRunStore & { stop(): void } => {
  const owner = options.owner ?? PROCESS_RUN_OWNER;
  let beat: ReturnType<typeof setInterval> | undefined;
  /** Stops the heartbeat (the run is over, whatever its end). */
  const stop = () => {
    if (beat !== undefined) clearInterval(beat);
    beat = undefined;
  };
  return {
    async begin(jobId, at) {
      // PENDING, or IN PROGRESS with no live run: released by a run that failed, or silent because its worker
      // died. The start is counted in the same statement, committed before anything is read.
      const claimed = await em.execute<{ run_attempts: number }[]>(
        `update "preprocessor_job" set "status" = 'IN PROGRESS', "started_at" = ?, "finished_at" = null,
         "error_message" = null, "error_report" = null, "run_attempts" = "run_attempts" + 1,
         "heartbeat_at" = ?, "run_owner" = ?
       where "id" = ? and ("status" = 'PENDING' or ("status" = 'IN PROGRESS'
         and ("heartbeat_at" is null or "heartbeat_at" < ?)))
       returning "run_attempts"`,
        [at, at, owner, jobId, new Date(at.getTime() - RUN_STALE_MS)],
        "all",
      );
      const attempt = claimed[0]?.run_attempts;
      if (attempt === undefined) return undefined;
      const row = await em.findOne(PreprocessorJob, { id: jobId }, { disableIdentityMap: true });
      if (!row) return undefined;
      beat = setInterval(() => {
        em.fork()
          .nativeUpdate(
            PreprocessorJob,
            { id: jobId, status: "IN PROGRESS", runOwner: owner },
            { heartbeatAt: new Date() },
          )
          .catch((error: unknown) => console.error("[preprocessor] heartbeat", jobId, error));
      }, HEARTBEAT_MS);
      beat.unref();
      const [job] = await withUploaderNames(em, [toJobRecord(row)]);
      return job ? { job, attempt } : undefined;
    },

    async release(jobId) {
      stop();
      await em.nativeUpdate(
        PreprocessorJob,
        { id: jobId, status: "IN PROGRESS", runOwner: owner },
        { heartbeatAt: null, runOwner: null },
      );
    },

    stop,

    async *knownSites(): AsyncGenerator<KnownSite> {
      let after: string | undefined;
      for (;;) {
        // Closed and merged locations are history: a ship-to is never mapped onto them again.
        const active = { status: { $nin: ["CLOSED", "MERGED"] } };
        const rows = await em.find(
          KnownLocation,
          after === undefined ? active : { ...active, id: { $gt: after } },
          {
            orderBy: { id: "asc" },
            limit: 5000,
            disableIdentityMap: true,
          },
        );
        if (rows.length === 0) return;
        for (const r of rows) {
          yield {
            siteId: r.id,
            name: r.name,
            address1: r.address1,
            address2: optional(r.address2),
            city: r.city,
            state: r.state,
            zip: r.zip,
            phone: optional(r.phone),
            hin: optional(r.hin),
            gln: optional(r.gln),
          };
        }
        after = rows[rows.length - 1]?.id;
      }
    },

    async existingMappings(supplierOrganizationId) {
      const rows = await em.find(
        SupplierLocation,
        {
          supplierOrganizationId,
          knownLocationId: { $ne: null },
          decision: { $in: ["matched", "confirmed"] },
        },
        { fields: ["locationId", "knownLocationId"], disableIdentityMap: true },
      );
      return rows.map((r) => ({ locationId: r.locationId, siteId: r.knownLocationId as string }));
    },

    mappingBlocks: (supplierOrganizationId) => blocksForSupplier(em, supplierOrganizationId),

    async commit(job, rows, counts, at) {
      // The heartbeat goes on until the results are committed: a commit of many rows can outlast RUN_STALE_MS,
      // and a silent live run would be taken for dead by a sweep and run a second time.
      try {
        await em.transactional(async (tx) => {
          // A run that died after writing part of this (impossible within one transaction, but cheap to be sure).
          await tx.nativeDelete(PreprocessorJobRow, { jobId: job.id });
          await insertRows(tx, job.id, rows);
          await upsertSupplierLocations(
            tx,
            job.supplierOrganizationId,
            job.id,
            rows.map(({ fields, result }) => ({
              fields,
              knownLocationId: result.status === "matched" ? (result.siteId ?? null) : null,
              candidateKnownLocationId: result.status === "review" ? (result.candidateSiteId ?? null) : null,
              decision: result.status,
              score: result.score,
              reason: result.reason,
            })),
            at,
          );
          await touchSupplierLocations(tx);
          const finished = await tx.nativeUpdate(
            PreprocessorJob,
            { id: job.id, status: "IN PROGRESS", runOwner: owner },
            {
              status: "COMPLETED",
              heartbeatAt: null,
              runOwner: null,
              totalRows: rows.length,
              matchedCount: counts.matched,
              reviewCount: counts.review,
              unmatchedCount: counts.unmatched,
              confirmedCount: counts.confirmed,
              rejectedCount: counts.rejected,
              finishedAt: at,
            },
          );
          if (finished !== 1)
            throw new Error(`job ${job.id} is no longer IN PROGRESS; its results are dropped`);
          await options.beforeCommit?.();
        });
      } finally {
        stop();
      }
    },

    async fail(jobId, report, message, at) {
      stop();
      await em.nativeUpdate(
        PreprocessorJob,
        // Only this process's own run, or a run nobody holds (released): a late failure of a run that was
        // taken over must not overwrite the live run of another worker.
        {
          id: jobId,
          $or: [
            { status: "IN PROGRESS", runOwner: owner },
            { status: { $in: ["PENDING", "IN PROGRESS"] }, runOwner: null },
          ],
        },
        {
          status: "ERROR",
          errorReport: [...report],
          errorMessage: message,
          finishedAt: at,
          heartbeatAt: null,
          runOwner: null,
        },
      );
    },
  };
};
