import type { PreprocessorJobRepository } from "#core/locations/preprocessor/ports.ts";
import type { PreprocessorJobRecord } from "#core/locations/preprocessor/preprocessor-job.ts";
import { Conflict } from "#core/shared/errors.ts";
import type { Page } from "#core/shared/paging.ts";
import {
  containsText,
  createPreprocessorFakeState,
  upsertSupplierLocations,
  withSites,
  withUploaderName,
  type PreprocessorFakeState,
  type StoredJob,
} from "./preprocessor-state.ts";

const page = <T>(items: readonly T[], request: { pageNumber: number; pageSize: number }): Page<T> => {
  const start = (request.pageNumber - 1) * request.pageSize;
  return {
    items: items.slice(start, start + request.pageSize),
    total: items.length,
    pageNumber: request.pageNumber,
    pageSize: request.pageSize,
  };
};

const compare = (a: unknown, b: unknown): number =>
  a instanceof Date && b instanceof Date
    ? a.getTime() - b.getTime()
    : typeof a === "number" && typeof b === "number"
      ? a - b
      : String(a ?? "").localeCompare(String(b ?? ""));

/**
 * In-memory PreprocessorJobRepository with the contract of adapters/db/locations/preprocessor-job-repository.ts:
 * the default list hides DEACTIVATED jobs, status changes are compare-and-set, `decideRow` moves one count and
 * upserts the supplier's mapping or throws Conflict when the row was decided meanwhile.
 */
export const createFakePreprocessorJobRepository = (
  state: PreprocessorFakeState = createPreprocessorFakeState(),
  now: () => Date = () => new Date(),
): PreprocessorJobRepository & { readonly state: PreprocessorFakeState } => {
  const save = (job: StoredJob) => state.jobs.set(job.id, job);
  return {
    state,
    async list(request) {
      const jobs = [...state.jobs.values()]
        .filter((j) => (request.status ? j.status === request.status : j.status !== "DEACTIVATED"))
        .filter((j) => !request.createdFrom || j.createdAt >= request.createdFrom)
        .filter((j) => !request.createdTo || j.createdAt < request.createdTo)
        .filter((j) => !request.supplierName || containsText(j.supplierName, request.supplierName))
        .filter(
          (j) =>
            !request.search ||
            containsText(j.fileName, request.search) ||
            containsText(j.supplierName, request.search),
        )
        .filter((j) =>
          Object.entries(request.filters).every(([field, text]) =>
            text ? containsText(String(j[field as keyof StoredJob] ?? ""), text) : true,
          ),
        )
        .sort((a, b) => {
          const order = compare(a[request.sortField], b[request.sortField]) || a.id.localeCompare(b.id);
          return request.sortDirection === "asc" ? order : -order;
        });
      const result = page(jobs, request);
      return { ...result, items: result.items.map((j) => withUploaderName(state, j)) };
    },

    async findById(id) {
      const job = state.jobs.get(id);
      return job ? withUploaderName(state, job) : undefined;
    },

    async create(job, options = {}) {
      const stored: StoredJob = {
        ...job,
        status: "PENDING",
        totalRows: 0,
        counts: { matched: 0, review: 0, unmatched: 0, confirmed: 0, rejected: 0 },
        errorMessage: null,
        errorReport: [],
        createdAt: now(),
        startedAt: null,
        finishedAt: null,
        deactivatedAt: null,
      };
      save(stored);
      if (options.queue !== false) state.queue.push(job.id);
      return withUploaderName(state, stored);
    },

    async changeStatus(id, from, to, at) {
      const job = state.jobs.get(id);
      if (!job || job.status !== from) return false;
      save({ ...job, status: to, ...(to === "DEACTIVATED" ? { deactivatedAt: at } : {}) });
      return true;
    },

    async requeue(id) {
      const job = state.jobs.get(id);
      if (!job || job.status !== "ERROR") return false;
      save({
        ...job,
        status: "PENDING",
        errorMessage: null,
        errorReport: [],
        startedAt: null,
        finishedAt: null,
      });
      state.queue.push(id);
      return true;
    },

    async listRows(jobId, request) {
      const rows = [...state.rows.values()]
        .filter((r) => r.jobId === jobId)
        .filter((r) => !request.decision || r.decision === request.decision)
        .filter(
          (r) =>
            !request.search ||
            [r.locationId, r.name, r.address1, r.city].some((v) => containsText(v, request.search as string)),
        )
        .sort((a, b) => {
          const order = compare(a[request.sortField], b[request.sortField]) || a.rowNumber - b.rowNumber;
          return request.sortDirection === "asc" ? order : -order;
        });
      const result = page(rows, request);
      return { ...result, items: result.items.map((r) => withSites(state, r)) };
    },

    async *allRows(jobId) {
      const rows = [...state.rows.values()]
        .filter((r) => r.jobId === jobId)
        .sort((a, b) => a.rowNumber - b.rowNumber);
      for (const row of rows) yield withSites(state, row);
    },

    async findRow(jobId, rowId) {
      const row = state.rows.get(rowId);
      return row && row.jobId === jobId ? withSites(state, row) : undefined;
    },

    async decideRow(job: PreprocessorJobRecord, row, change) {
      const at = now();
      const stored = state.rows.get(row.id);
      if (!stored || stored.decision !== row.decision)
        throw new Conflict({ message: "The row changed meanwhile; reload and try again" });
      state.rows.set(row.id, {
        ...stored,
        decision: change.decision,
        knownLocationId: change.knownLocationId,
      });
      const current = state.jobs.get(job.id);
      if (current) {
        const counts = { ...current.counts };
        counts[row.decision]--;
        counts[change.decision]++;
        save({ ...current, counts });
      }
      upsertSupplierLocations(
        state,
        job.supplierOrganizationId,
        job.id,
        [
          {
            fields: row,
            knownLocationId: change.knownLocationId,
            decision: change.decision,
            score: row.score,
            reason:
              change.decision === "confirmed"
                ? "confirmed by the operator"
                : change.decision === "rejected"
                  ? "rejected by the operator"
                  : row.reason,
          },
        ],
        at,
      );
      return withSites(state, state.rows.get(row.id)!);
    },

    async suppliers() {
      return [...state.suppliers].sort((a, b) => a.name.localeCompare(b.name));
    },

    async findSupplier({ id, name }) {
      if (id !== undefined) return state.suppliers.find((s) => s.id === id);
      return state.suppliers.find((s) => s.name.toLowerCase() === (name ?? "").toLowerCase());
    },

    async findKnownLocation(id) {
      return (
        state.knownLocations.get(id) ??
        [...state.knownLocations.values()].find((k) => k.notisphereId === id.toUpperCase())
      );
    },

    async searchKnownLocations(request) {
      const sites = [...state.knownLocations.values()]
        .filter(
          (k) =>
            !request.search ||
            [k.name, k.city, k.address1, k.notisphereId].some((v) =>
              containsText(v, request.search as string),
            ),
        )
        .sort((a, b) => {
          const order = a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
          return request.sortDirection === "asc" ? order : -order;
        });
      return page(sites, request);
    },
  };
};
