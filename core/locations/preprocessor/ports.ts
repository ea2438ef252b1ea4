import type { JobStatus } from "../catalogues/job-statuses.ts";
import type { ExistingMapping, KnownSite, MatchResult } from "../matching/location-schemas.ts";
import type { Page, PageRequest } from "../../shared/paging.ts";
import type { MappingBlock } from "../review/mapping-blocks.ts";
import type {
  DecisionCounts,
  JobFilterField,
  JobRowRecord,
  JobSortField,
  KnownLocationSummary,
  LocationFileFormat,
  MatcherDecision,
  PreprocessorJobRecord,
  ReportEntry,
  RowDecision,
  RowSortField,
  ShipToFields,
  SupplierOption,
} from "./preprocessor-job.ts";

export interface JobListRequest extends PageRequest<JobSortField, JobFilterField> {
  /** Absent: every job except DEACTIVATED ones (deleted jobs appear only when asked for by status). */
  readonly status?: JobStatus;
  readonly supplierName?: string;
  /** Only this supplier organisation's jobs (a supplier's own screen). */
  readonly supplierOrganizationId?: string;
  /** Uploaded at or after this instant. */
  readonly createdFrom?: Date;
  /** Uploaded before this instant (the screen sends the start of the day after its "to" date). */
  readonly createdTo?: Date;
}

export interface RowListRequest extends PageRequest<RowSortField, never> {
  readonly decision?: RowDecision;
}

export interface NewJob {
  readonly id: string;
  readonly supplierOrganizationId: string;
  readonly supplierName: string;
  readonly fileName: string;
  readonly fileKey: string;
  readonly fileSize: number;
  readonly contentType: string;
  readonly format: LocationFileFormat;
  readonly createdBy: string | null;
}

/**
 * An operator's decision about one row; confirming names the known location the row maps to. Reopening sets the
 * matcher's decision back (review or unmatched, no mapping); `decidedBy` then records who reopened it.
 */
export interface RowDecisionChange {
  readonly decision: "confirmed" | "rejected" | MatcherDecision;
  readonly knownLocationId: string | null;
  readonly decidedBy: string;
}

/** Jobs as the operator's screens and the CLI see them. */
export interface PreprocessorJobRepository {
  list(request: JobListRequest): Promise<Page<PreprocessorJobRecord>>;
  /** Any job, DEACTIVATED included (its detail stays readable for the audit trail). */
  findById(id: string): Promise<PreprocessorJobRecord | undefined>;
  /** Inserts the job and, in the same transaction, queues it (unless `queue` is false: the CLI runs it itself). */
  create(job: NewJob, options?: { readonly queue?: boolean }): Promise<PreprocessorJobRecord>;
  /** Compare-and-set of the status; false when the job was no longer in `from` (someone else moved it). */
  changeStatus(id: string, from: JobStatus, to: JobStatus, at: Date): Promise<boolean>;
  /** ERROR → PENDING and queued again, in one transaction. */
  requeue(id: string): Promise<boolean>;
  listRows(jobId: string, request: RowListRequest): Promise<Page<JobRowRecord>>;
  /** Every row in file order, for the results download. */
  allRows(jobId: string): AsyncIterable<JobRowRecord>;
  findRow(jobId: string, rowId: string): Promise<JobRowRecord | undefined>;
  /** Records the decision on the row, the job's counts and the supplier's mapping in one transaction. */
  decideRow(job: PreprocessorJobRecord, row: JobRowRecord, change: RowDecisionChange): Promise<JobRowRecord>;
  suppliers(): Promise<readonly SupplierOption[]>;
  findSupplier(idOrName: { id?: string; name?: string }): Promise<SupplierOption | undefined>;
  findKnownLocation(id: string): Promise<KnownLocationSummary | undefined>;
  searchKnownLocations(request: PageRequest<"name", never>): Promise<Page<KnownLocationSummary>>;
}

/** One matched row of a run, kept in memory until the run commits. */
export interface StagedRow {
  readonly rowNumber: number;
  readonly fields: ShipToFields;
  readonly result: MatchResult;
}

/** What a run needs from storage. `commit` is the only write of results and is all-or-nothing. */
export interface PreprocessorRunStore {
  /**
   * Claims the job for this run: PENDING, or IN PROGRESS with no live run (released, or its heartbeat stale
   * because its worker died), becomes IN PROGRESS and its start is counted (committed before the run reads
   * anything, so a run that kills its process is still counted). Undefined when not runnable.
   */
  begin(
    jobId: string,
    at: Date,
  ): Promise<{ readonly job: PreprocessorJobRecord; readonly attempt: number } | undefined>;
  /** Gives up this run's claim with nothing written (the job stays IN PROGRESS, free for the next run). */
  release(jobId: string): Promise<void>;
  knownSites(): AsyncIterable<KnownSite>;
  existingMappings(supplierOrganizationId: string): Promise<readonly ExistingMapping[]>;
  /** The operators' rejections for this supplier and every provider's Invalid marks (review/mapping-blocks.ts). */
  mappingBlocks(supplierOrganizationId: string): Promise<readonly MappingBlock[]>;
  /** In one transaction: replaces the job's rows, upserts the supplier's mappings, sets COMPLETED with counts. */
  commit(
    job: PreprocessorJobRecord,
    rows: readonly StagedRow[],
    counts: DecisionCounts,
    at: Date,
  ): Promise<void>;
  /** Marks the job ERROR with its report; writes nothing else. */
  fail(jobId: string, report: readonly ReportEntry[], message: string, at: Date): Promise<void>;
}

/** The first rows of a file as text cells (header first), or why the file cannot be read as a table. */
export type TablePreview =
  | {
      readonly ok: true;
      readonly rows: readonly (readonly string[])[];
      /** The widest row's number of cells. */
      readonly columns: number;
      /** More rows (or more of the file) than shown. */
      readonly truncated: boolean;
    }
  | { readonly ok: false; readonly message: string };

/** Reads the first rows of a stored CSV or XLSX file, bounded in rows, columns and cell length. */
export type LocationTablePreview = (file: {
  readonly bytes: AsyncIterable<Uint8Array>;
  readonly format: LocationFileFormat;
  readonly maxRows: number;
}) => Promise<TablePreview>;

/** A ship-to row of the file, or a row the matcher cannot use. */
export type ShipToEvent =
  | { readonly type: "row"; readonly row: number; readonly value: ShipToFields }
  | { readonly type: "error"; readonly row: number; readonly column: string; readonly message: string };

/** Reads a stored location file. Throws LocationFileRejected when the file as a whole cannot be used. */
export interface LocationFileReader {
  read(file: {
    readonly bytes: AsyncIterable<Uint8Array>;
    readonly fileName: string;
    readonly format: LocationFileFormat;
  }): AsyncIterable<ShipToEvent>;
}
