import type { MappingBlock } from "#core/locations/review/mapping-blocks.ts";
import type {
  JobRowRecord,
  KnownLocationSummary,
  PreprocessorJobRecord,
  RowDecision,
  ShipToFields,
  SupplierOption,
} from "#core/locations/preprocessor/preprocessor-job.ts";

/** A stored row: the repository attaches the known-location summaries when it reads it, as the SQL adapter does. */
export type StoredJobRow = Omit<JobRowRecord, "knownLocation" | "candidate">;

/** A `supplier_location` mapping (unique per supplier and location id). */
export interface StoredSupplierLocation {
  readonly supplierOrganizationId: string;
  readonly fields: ShipToFields;
  readonly knownLocationId: string | null;
  readonly decision: RowDecision;
  readonly score: number;
  readonly reason: string;
  readonly jobId: string;
  readonly verificationStatus: string | null;
  readonly updatedAt: Date;
}

export type StoredJob = Omit<PreprocessorJobRecord, "createdByName"> & {
  readonly deactivatedAt: Date | null;
};

/**
 * The tables the pre-processor's two PostgreSQL adapters share (jobs, job rows, supplier mappings, known
 * locations, suppliers, users, the pg-boss queue), in memory, so the job repository and the run store fakes
 * see each other's writes exactly as the real ones do.
 */
export interface PreprocessorFakeState {
  readonly jobs: Map<string, StoredJob>;
  readonly rows: Map<string, StoredJobRow>;
  /** Keyed by `mappingKey(supplier, locationId)`. */
  readonly mappings: Map<string, StoredSupplierLocation>;
  readonly knownLocations: Map<string, KnownLocationSummary>;
  /** Active suppliers (the adapter only ever sees ACTIVE SUPPLIER organisations). */
  readonly suppliers: SupplierOption[];
  /** User id to display name, for `createdByName`. */
  readonly users: Map<string, string>;
  /** Job ids sent to the queue, in order. */
  readonly queue: string[];
  /** Operators' rejections and providers' Invalid marks the runs honour (review/mapping-blocks.ts). */
  readonly mappingBlocks: MappingBlock[];
  nextRowId(): string;
}

export const mappingKey = (supplierOrganizationId: string, locationId: string): string =>
  `${supplierOrganizationId}\u0000${locationId}`;

export const createPreprocessorFakeState = (): PreprocessorFakeState => {
  let rowCount = 0;
  return {
    jobs: new Map(),
    rows: new Map(),
    mappings: new Map(),
    knownLocations: new Map(),
    suppliers: [],
    users: new Map(),
    queue: [],
    mappingBlocks: [],
    nextRowId: () => `00000000-0000-7000-9000-${(++rowCount).toString(16).padStart(12, "0")}`,
  };
};

export interface SupplierLocationWrite {
  readonly fields: ShipToFields;
  readonly knownLocationId: string | null;
  readonly decision: RowDecision;
  readonly score: number;
  readonly reason: string;
}

/**
 * The upsert of adapters/db/locations/supplier-location-upsert.ts: a provider's verification mark stays
 * only while the row maps to the same place; an operator's confirmation survives a later `matched` to the
 * same place.
 */
export const upsertSupplierLocations = (
  state: PreprocessorFakeState,
  supplierOrganizationId: string,
  jobId: string,
  writes: readonly SupplierLocationWrite[],
  at: Date,
): void => {
  for (const w of writes) {
    const key = mappingKey(supplierOrganizationId, w.fields.locationId);
    const before = state.mappings.get(key);
    const samePlace = before !== undefined && before.knownLocationId === w.knownLocationId;
    state.mappings.set(key, {
      supplierOrganizationId,
      fields: { ...w.fields },
      knownLocationId: w.knownLocationId,
      decision:
        before?.decision === "confirmed" && w.decision === "matched" && samePlace ? "confirmed" : w.decision,
      score: w.score,
      reason: w.reason.slice(0, 300),
      jobId,
      verificationStatus: samePlace ? before.verificationStatus : null,
      updatedAt: at,
    });
  }
};

export const withUploaderName = (state: PreprocessorFakeState, job: StoredJob): PreprocessorJobRecord => {
  const { deactivatedAt: _deactivatedAt, ...record } = job;
  return {
    ...record,
    counts: { ...record.counts },
    createdByName: job.createdBy ? (state.users.get(job.createdBy) ?? null) : null,
  };
};

export const withSites = (state: PreprocessorFakeState, row: StoredJobRow): JobRowRecord => ({
  ...row,
  knownLocation: row.knownLocationId ? (state.knownLocations.get(row.knownLocationId) ?? null) : null,
  candidate: row.candidateKnownLocationId
    ? (state.knownLocations.get(row.candidateKnownLocationId) ?? null)
    : null,
});

/** ILIKE '%text%' */
export const containsText = (value: string | null | undefined, text: string): boolean =>
  (value ?? "").toLowerCase().includes(text.toLowerCase());
