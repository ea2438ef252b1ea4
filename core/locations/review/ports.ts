import type { Page, PageRequest } from "../../shared/paging.ts";
import type { KnownLocationSummary } from "../preprocessor/preprocessor-job.ts";
import type { MappingBlock } from "./mapping-blocks.ts";
import type { ReviewKind } from "./review-row.ts";
import type { ReviewQueueRecord, ReviewSortField } from "./review-queue.ts";

export interface ReviewListRequest extends PageRequest<ReviewSortField, never> {
  readonly supplierId?: string | undefined;
  readonly kind?: ReviewKind | undefined;
}

/** A known location as the store offers it to the review: with its status, which a confirm checks. */
export type ReviewLocation = KnownLocationSummary & { readonly status: string };

/**
 * The operator's decision as stored: the row's new decision and mapping, the blocks it leaves and lifts, in
 * one transaction. `expected` is the row as the operator saw it; the write is refused when it changed.
 */
export interface ReviewDecisionWrite {
  readonly decision: "confirmed" | "rejected";
  readonly knownLocationId: string | null;
  /** Kept on a rejected row (the refused location) so the queue and a later file know what was refused. */
  readonly candidateKnownLocationId: string | null;
  /** The provider's verification belonged to the old mapping (or was the Invalid now overruled). */
  readonly clearVerification: boolean;
  readonly reason: string;
  readonly decidedBy: string;
  readonly at: Date;
  readonly add: readonly MappingBlock[];
  readonly lift: readonly MappingBlock[];
}

export interface NewKnownLocation {
  readonly knownProviderId: string;
  readonly type: "HOSPITAL" | "NON_ACUTE";
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

export interface KnownProviderOption {
  readonly id: string;
  readonly name: string;
  readonly idn: string | null;
  readonly city: string | null;
  readonly state: string | null;
}

/** The review queue's storage. */
export interface LocationReviewRepository {
  list(request: ReviewListRequest): Promise<Page<ReviewQueueRecord>>;
  findRow(id: string): Promise<ReviewQueueRecord | undefined>;
  /** Active known locations near the row (same ZIP, or same town and state), a bounded number. */
  nearbyLocations(row: ReviewQueueRecord): Promise<readonly ReviewLocation[]>;
  findKnownLocation(id: string): Promise<ReviewLocation | undefined>;
  /** The blocks that concern this row (its supplier's rejections of its id, Invalid marks at its building). */
  blocksFor(row: ReviewQueueRecord): Promise<readonly MappingBlock[]>;
  /** False when the row no longer is as `expected` (someone decided meanwhile, or a new file changed it). */
  decide(expected: ReviewQueueRecord, write: ReviewDecisionWrite): Promise<boolean>;
  /** Creates the location (with its CREATED history entry) and maps the row to it, in one transaction. */
  createLocationAndConfirm(
    expected: ReviewQueueRecord,
    location: NewKnownLocation,
    write: Omit<ReviewDecisionWrite, "knownLocationId" | "lift">,
  ): Promise<KnownLocationSummary | undefined>;
  knownProviderOptions(): Promise<readonly KnownProviderOption[]>;
  findKnownProvider(id: string): Promise<KnownProviderOption | undefined>;
}
