import type { RowDecision } from "../preprocessor/preprocessor-job.ts";

/**
 * Why a supplier's ship-to row waits in the operator's review queue: the matcher was unsure (review), found
 * nothing (unmatched), or the provider it was mapped to said it is not theirs (invalid).
 */
export const REVIEW_KINDS = ["review", "unmatched", "invalid"] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** Where a row stands for the operator's review: one of the queue's kinds, or settled (out of the queue). */
export type ReviewState = ReviewKind | "matched" | "confirmed" | "rejected";
export const REVIEW_STATES = [
  "review",
  "unmatched",
  "invalid",
  "matched",
  "confirmed",
  "rejected",
] as const satisfies readonly ReviewState[];

export interface ReviewStateFacts {
  readonly decision: RowDecision;
  readonly verificationStatus: string | null;
}

/**
 * A provider's Invalid outranks the decision: the row was mapped (matched or confirmed) and the provider
 * refused it, so the mapping itself is what the operator reviews.
 */
export const reviewStateOf = (row: ReviewStateFacts): ReviewState =>
  row.verificationStatus === "Invalid" ? "invalid" : row.decision;

/** The queue is every row whose state is one of the review kinds (and exactly those). */
export const isInReviewQueue = (row: ReviewStateFacts): boolean =>
  (REVIEW_KINDS as readonly string[]).includes(reviewStateOf(row));
