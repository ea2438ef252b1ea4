import type { PreprocessorRunStore } from "#core/locations/preprocessor/ports.ts";
import {
  createPreprocessorFakeState,
  upsertSupplierLocations,
  withUploaderName,
  type PreprocessorFakeState,
} from "./preprocessor-state.ts";

export interface FakeRunStoreOptions {
  /** Runs inside the commit after every check and before anything is applied; a throw here writes nothing. */
  readonly beforeCommit?: () => Promise<void>;
}

/**
 * In-memory PreprocessorRunStore with the contract of adapters/db/locations/preprocessor-run-store.ts:
 * `begin` takes PENDING or a released IN PROGRESS job and counts the start; `release` frees it; `commit` replaces the job's rows, upserts the mappings and
 * completes the job all at once (or throws with nothing changed when the job is no longer IN PROGRESS);
 * `fail` marks a PENDING or IN PROGRESS job ERROR and writes nothing else.
 */
export const createFakePreprocessorRunStore = (
  state: PreprocessorFakeState = createPreprocessorFakeState(),
  options: FakeRunStoreOptions = {},
): PreprocessorRunStore & { readonly state: PreprocessorFakeState } => {
  const starts = new Map<string, number>();
  const running = new Set<string>();
  return {
    state,
    async begin(jobId, at) {
      const job = state.jobs.get(jobId);
      if (!job || (job.status !== "PENDING" && job.status !== "IN PROGRESS") || running.has(jobId))
        return undefined;
      running.add(jobId);
      const attempt = (starts.get(jobId) ?? 0) + 1;
      starts.set(jobId, attempt);
      const started = {
        ...job,
        status: "IN PROGRESS" as const,
        startedAt: at,
        finishedAt: null,
        errorMessage: null,
        errorReport: [],
      };
      state.jobs.set(jobId, started);
      return { job: withUploaderName(state, started), attempt };
    },

    async release(jobId) {
      running.delete(jobId);
    },

    async *knownSites() {
      for (const k of state.knownLocations.values()) {
        yield {
          siteId: k.id,
          name: k.name,
          address1: k.address1,
          address2: k.address2 || undefined,
          city: k.city,
          state: k.state,
          zip: k.zip,
          phone: k.phone || undefined,
          hin: k.hin || undefined,
          gln: k.gln || undefined,
        };
      }
    },

    async existingMappings(supplierOrganizationId) {
      return [...state.mappings.values()]
        .filter(
          (m) =>
            m.supplierOrganizationId === supplierOrganizationId &&
            m.knownLocationId !== null &&
            (m.decision === "matched" || m.decision === "confirmed"),
        )
        .map((m) => ({ locationId: m.fields.locationId, siteId: m.knownLocationId as string }));
    },

    async mappingBlocks() {
      return [...state.mappingBlocks];
    },

    async commit(job, rows, counts, at) {
      running.delete(job.id);
      const current = state.jobs.get(job.id);
      if (current?.status !== "IN PROGRESS")
        throw new Error(`job ${job.id} is no longer IN PROGRESS; its results are dropped`);
      await options.beforeCommit?.();
      for (const [id, row] of state.rows) if (row.jobId === job.id) state.rows.delete(id);
      for (const { rowNumber, fields, result } of rows) {
        const id = state.nextRowId();
        state.rows.set(id, {
          ...fields,
          id,
          jobId: job.id,
          rowNumber,
          decision: result.status,
          knownLocationId: result.siteId ?? null,
          candidateKnownLocationId: result.candidateSiteId ?? null,
          score: result.score,
          reason: result.reason.slice(0, 300),
          reasons: result.reasons,
          matcherDecision: result.status,
        });
      }
      upsertSupplierLocations(
        state,
        job.supplierOrganizationId,
        job.id,
        rows.map(({ fields, result }) => ({
          fields,
          knownLocationId: result.status === "matched" ? (result.siteId ?? null) : null,
          decision: result.status,
          score: result.score,
          reason: result.reason,
        })),
        at,
      );
      state.jobs.set(job.id, {
        ...current,
        status: "COMPLETED",
        totalRows: rows.length,
        counts: { ...counts },
        finishedAt: at,
      });
    },

    async fail(jobId, report, message, at) {
      running.delete(jobId);
      const job = state.jobs.get(jobId);
      if (!job || (job.status !== "PENDING" && job.status !== "IN PROGRESS")) return;
      state.jobs.set(jobId, {
        ...job,
        status: "ERROR",
        errorReport: [...report],
        errorMessage: message,
        finishedAt: at,
      });
    },
  };
};
