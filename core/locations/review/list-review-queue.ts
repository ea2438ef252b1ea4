import type { Actor } from "../../access/actor.ts";
import { allows } from "../../access/rule.ts";
import { Forbidden, NotFound } from "../../shared/errors.ts";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";
import type { Page } from "../../shared/paging.ts";
import { blockIndexOf } from "./mapping-blocks.ts";
import { LOCATION_REVIEW_MESSAGES } from "./messages.ts";
import { LOCATION_REVIEW_POLICY, type LocationReviewOperation } from "./policy.ts";
import type { KnownProviderOption, LocationReviewRepository, ReviewListRequest } from "./ports.ts";
import { rankCandidates } from "./rank-candidates.ts";
import { reviewActionsFor } from "./review-decisions.ts";
import type { ReviewQueueItem, ReviewQueueRecord, ReviewRowDetail } from "./review-queue.ts";
import { isInReviewQueue, reviewStateOf, type ReviewKind } from "./review-row.ts";

export interface ReviewDeps {
  readonly review: LocationReviewRepository;
}

export const assertCanReview = (actor: Actor, operation: LocationReviewOperation): void => {
  if (!allows(actor, LOCATION_REVIEW_POLICY[operation]))
    throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
};

/** The location a plain confirm (or a reject) is about: the refused mapping of an Invalid row, else the candidate. */
export const targetOf = (row: ReviewQueueRecord): string | null =>
  row.verificationStatus === "Invalid"
    ? (row.knownLocationId ?? row.candidateKnownLocationId)
    : row.candidateKnownLocationId;

export const asQueueItem = (actor: Actor, row: ReviewQueueRecord): ReviewQueueItem => {
  const state = reviewStateOf(row);
  return {
    ...row,
    kind: isInReviewQueue(row) ? (state as ReviewKind) : null,
    allowedActions: allows(actor, LOCATION_REVIEW_POLICY.decideRow)
      ? reviewActionsFor(state, { hasCandidate: targetOf(row) !== null })
      : [],
  };
};

/** Every ship-to row waiting for the operator, across suppliers, paged, searched and filtered. */
export const listReviewQueue = async (
  deps: ReviewDeps,
  actor: Actor,
  request: ReviewListRequest,
): Promise<Page<ReviewQueueItem>> => {
  assertCanReview(actor, "listQueue");
  const page = await deps.review.list(request);
  return { ...page, items: page.items.map((row) => asQueueItem(actor, row)) };
};

/** A queued row (settled rows are not the queue's: they answer 404 like unknown ids). */
export const queuedRow = async (deps: ReviewDeps, id: string): Promise<ReviewQueueRecord> => {
  const row = await deps.review.findRow(id);
  if (!row || !isInReviewQueue(row)) throw new NotFound(LOCATION_REVIEW_MESSAGES.say("rowNotFound"));
  return row;
};

/**
 * One queued row with the known locations an operator would compare it with: the candidate first, then the
 * nearby locations ranked by the matcher's evidence score, each flagged when an earlier word blocks the pair.
 */
export const reviewRowDetail = async (
  deps: ReviewDeps,
  actor: Actor,
  id: string,
): Promise<ReviewRowDetail> => {
  assertCanReview(actor, "viewRow");
  const row = await queuedRow(deps, id);
  const [nearby, blocks, target] = await Promise.all([
    deps.review.nearbyLocations(row),
    deps.review.blocksFor(row),
    targetOf(row) === null ? undefined : deps.review.findKnownLocation(targetOf(row) as string),
  ]);
  const index = blockIndexOf(row.supplierOrganizationId, blocks);
  const ranked = rankCandidates(row, target ? [target, ...nearby] : nearby, target ? [target.id] : []);
  const candidates = ranked.map(({ site, score, sameBuilding }) => {
    const { status: _status, ...summary } = site;
    return { ...summary, score, sameBuilding, blocked: index.blockOf(row, site.id) ?? null };
  });
  return { ...asQueueItem(actor, row), candidates };
};

/** The known providers a new location can belong to (the create dialog's picker). */
export const knownProviderOptions = async (
  deps: ReviewDeps,
  actor: Actor,
): Promise<readonly KnownProviderOption[]> => {
  assertCanReview(actor, "knownProviderOptions");
  return deps.review.knownProviderOptions();
};
