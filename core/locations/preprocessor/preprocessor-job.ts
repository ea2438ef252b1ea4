import { Schema } from "effect";
import type { MatchReason } from "../matching/match-reasons.ts";
import type { JobStatus } from "../catalogues/job-statuses.ts";
import type { PreprocessorJobEvent } from "./job-lifecycle.ts";

/**
 * The location pre-processor: an operator uploads a supplier's ship-to file; a job
 * matches every row to a known location and writes the supplier's mappings at once when it completes.
 */
export type LocationFileFormat = "csv" | "xlsx";

/** What the matcher decided, then what the operator decided about a review row. */
export const RowDecision = Schema.Literals(["matched", "review", "unmatched", "confirmed", "rejected"]);
export type RowDecision = typeof RowDecision.Type;
export type MatcherDecision = Extract<RowDecision, "matched" | "review" | "unmatched">;
export const ROW_DECISIONS = RowDecision.literals;

export type DecisionCounts = Readonly<Record<RowDecision, number>>;
export const emptyCounts = (): Record<RowDecision, number> => ({
  matched: 0,
  review: 0,
  unmatched: 0,
  confirmed: 0,
  rejected: 0,
});

/** One problem of a file: the row and column are absent when the whole file is unusable. */
export interface ReportEntry {
  readonly row?: number | undefined;
  readonly column?: string | undefined;
  readonly message: string;
}

export const JOB_SORT_FIELDS = ["createdAt", "fileName", "supplierName", "status", "finishedAt"] as const;
export type JobSortField = (typeof JOB_SORT_FIELDS)[number];
export const JOB_FILTER_FIELDS = ["fileName", "supplierName", "status"] as const;
export type JobFilterField = (typeof JOB_FILTER_FIELDS)[number];

export const ROW_SORT_FIELDS = ["rowNumber", "locationId", "name", "city", "decision", "score"] as const;
export type RowSortField = (typeof ROW_SORT_FIELDS)[number];

export const JobAction = Schema.Literals(["retry", "delete"]);
export type JobAction = typeof JobAction.Type & PreprocessorJobEvent;

export const RowAction = Schema.Literals(["confirm", "reject", "reopen"]);
export type RowAction = typeof RowAction.Type;

export interface PreprocessorJobRecord {
  readonly id: string;
  readonly supplierOrganizationId: string;
  readonly supplierName: string;
  readonly fileName: string;
  readonly fileKey: string;
  readonly fileSize: number;
  readonly contentType: string;
  readonly format: LocationFileFormat;
  readonly status: JobStatus;
  readonly totalRows: number;
  readonly counts: DecisionCounts;
  /** "{file} (row r, column c): message" for the first problem; the full list is `errorReport`. */
  readonly errorMessage: string | null;
  readonly errorReport: readonly ReportEntry[];
  readonly createdBy: string | null;
  /** The uploader's name as the user list shows it today (null when the user no longer exists). */
  readonly createdByName: string | null;
  readonly createdAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
}

/** A known location in the short form rows and pickers show. */
export interface KnownLocationSummary {
  readonly id: string;
  readonly notisphereId: string;
  /** Null while the location's provider is not on the platform yet (a known provider only). */
  readonly providerOrganizationId: string | null;
  readonly providerName: string;
  readonly idn: string | null;
  readonly name: string;
  readonly address1: string;
  readonly address2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly phone: string | null;
  readonly hin: string | null;
  readonly gln: string | null;
}

/** The ship-to fields as the supplier sent them. */
export interface ShipToFields {
  readonly locationId: string;
  readonly name: string;
  readonly address1: string;
  readonly address2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly phone: string | null;
  readonly hin: string | null;
  readonly gln: string | null;
}

export interface JobRowRecord extends ShipToFields {
  readonly id: string;
  readonly jobId: string;
  readonly rowNumber: number;
  readonly decision: RowDecision;
  /** The mapped location (matched, confirmed). */
  readonly knownLocationId: string | null;
  /** The matcher's suggestion for a review row, kept after the operator decides. */
  readonly candidateKnownLocationId: string | null;
  readonly score: number;
  readonly reason: string;
  /** Why the matcher decided as it did, as evidence a screen puts in words (empty on older rows). */
  readonly reasons: readonly MatchReason[];
  /** The matcher's own decision, kept after the operator decides (reopening returns the row to it). */
  readonly matcherDecision: MatcherDecision;
  readonly knownLocation: KnownLocationSummary | null;
  readonly candidate: KnownLocationSummary | null;
}

export interface SupplierOption {
  readonly id: string;
  readonly name: string;
  readonly supplierType: string | null;
}

/**
 * Row actions: a review row is confirmed or rejected; an unmatched or rejected row may still be confirmed to a
 * chosen site. An operator's decision (confirmed, rejected) can be reopened: the row goes back to what the
 * matcher decided, so a decision taken by mistake is undone. The matcher's own matches are not the operator's
 * to reopen.
 */
export const jobRowActions = (jobStatus: JobStatus, decision: RowDecision): readonly RowAction[] => {
  if (jobStatus !== "COMPLETED") return [];
  switch (decision) {
    case "review":
      return ["confirm", "reject"];
    case "unmatched":
      return ["confirm"];
    case "rejected":
      return ["confirm", "reopen"];
    case "confirmed":
      return ["reopen"];
    default:
      return [];
  }
};

/** "file (row 3, column zip): message", the form every message of the pre-processor takes. */
export const describeProblem = (fileName: string, entry: ReportEntry): string => {
  const where = [
    entry.row === undefined ? "" : `row ${entry.row}`,
    entry.column ? `column ${entry.column}` : "",
  ]
    .filter((part) => part !== "")
    .join(", ");
  return `${fileName}${where === "" ? "" : ` (${where})`}: ${entry.message}`;
};
