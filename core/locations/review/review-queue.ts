import type { KnownLocationSummary } from "../preprocessor/preprocessor-job.ts";
import type { RowDecision } from "../preprocessor/preprocessor-job.ts";
import type { BlockKind } from "./mapping-blocks.ts";
import type { ReviewAction } from "./review-decisions.ts";
import type { ReviewKind } from "./review-row.ts";

export const REVIEW_SORT_FIELDS = [
  "name",
  "locationId",
  "supplierName",
  "city",
  "state",
  "updatedAt",
] as const;
export type ReviewSortField = (typeof REVIEW_SORT_FIELDS)[number];

/** A supplier's ship-to row in the operator's queue, with the location a plain confirm would map it to. */
export interface ReviewQueueRecord {
  readonly id: string;
  readonly supplierOrganizationId: string;
  readonly supplierName: string;
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
  readonly decision: RowDecision;
  readonly verificationStatus: string | null;
  readonly score: number;
  /** The matcher's reason (or why a match was blocked), in its short technical form. */
  readonly reason: string;
  readonly knownLocationId: string | null;
  readonly candidateKnownLocationId: string | null;
  /** The matcher's candidate, or for an Invalid row the mapping the provider refused. */
  readonly candidate: KnownLocationSummary | null;
  readonly updatedAt: Date;
}

export type ReviewQueueItem = ReviewQueueRecord & {
  /** Null once the row has left the queue (the answer of a decision). */
  readonly kind: ReviewKind | null;
  readonly allowedActions: readonly ReviewAction[];
};

/** A known location offered in the detail, scored against the row as the matcher scores. */
export type ReviewCandidate = KnownLocationSummary & {
  readonly score: number;
  readonly sameBuilding: boolean;
  /** An earlier word against this pair: a confirm lifts it. */
  readonly blocked: BlockKind | null;
};

export type ReviewRowDetail = ReviewQueueItem & { readonly candidates: readonly ReviewCandidate[] };
