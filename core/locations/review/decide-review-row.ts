import { Result } from "effect";
import type { Actor } from "../../access/actor.ts";
import { Conflict, fieldFailure } from "../../shared/errors.ts";
import type { Clock } from "../../shared/ports.ts";
import { liftedByConfirm, rejectionBlock } from "./mapping-blocks.ts";
import { LOCATION_REVIEW_MESSAGES } from "./messages.ts";
import { assertCanReview, queuedRow, targetOf, type ReviewDeps } from "./list-review-queue.ts";
import type { NewKnownLocation, ReviewLocation } from "./ports.ts";
import { reviewTransition, type ReviewAction } from "./review-decisions.ts";
import type { ReviewQueueRecord } from "./review-queue.ts";
import { reviewStateOf } from "./review-row.ts";
import { checkNewLocation, type NewLocationInput } from "./new-location.ts";

export interface DecideDeps extends ReviewDeps {
  readonly clock: Clock;
}

export const CONFIRMED_REASON = "confirmed by the operator";
export const REJECTED_REASON = "rejected by the operator";
export const CREATED_REASON = "new location created by the operator";

/** Refuses an action the review table does not allow from the row's state (409 with the reason in words). */
const allowed = (row: ReviewQueueRecord, action: ReviewAction): void => {
  const next = reviewTransition(reviewStateOf(row), action, { hasCandidate: targetOf(row) !== null });
  if (Result.isFailure(next))
    throw new Conflict(
      LOCATION_REVIEW_MESSAGES.say(next.failure.reason === "noCandidate" ? "noCandidate" : "notQueued"),
    );
};

const activeLocation = async (deps: ReviewDeps, id: string): Promise<ReviewLocation> => {
  const site = await deps.review.findKnownLocation(id);
  if (!site) throw fieldFailure("knownLocationId", LOCATION_REVIEW_MESSAGES.say("noKnownLocation", { id }));
  if (site.status !== "ACTIVE")
    throw fieldFailure(
      "knownLocationId",
      LOCATION_REVIEW_MESSAGES.say("locationNotActive", { name: site.name, status: site.status }),
    );
  return site;
};

const changed = () => new Conflict(LOCATION_REVIEW_MESSAGES.say("rowChanged"));

/**
 * Confirms a queued row: to its candidate, or to the known location the operator picked. A confirm is an
 * operator's word on the pair, so it lifts a provider's Invalid for the building and the operator's own earlier
 * rejection. The provider's verification is cleared unless the row keeps a mapping it had and was not Invalid.
 */
export const confirmReviewRow = async (
  deps: DecideDeps,
  actor: Actor,
  id: string,
  knownLocationId: string | undefined,
): Promise<ReviewQueueRecord> => {
  assertCanReview(actor, "decideRow");
  const row = await queuedRow(deps, id);
  const picked = knownLocationId?.trim() || undefined;
  allowed(row, picked === undefined ? "confirm" : "pick");
  const site = await activeLocation(deps, picked ?? (targetOf(row) as string));
  const keepsVerification = row.knownLocationId === site.id && row.verificationStatus !== "Invalid";
  const ok = await deps.review.decide(row, {
    decision: "confirmed",
    knownLocationId: site.id,
    candidateKnownLocationId: row.candidateKnownLocationId,
    clearVerification: !keepsVerification,
    reason: CONFIRMED_REASON,
    decidedBy: actor.userId,
    at: deps.clock.now(),
    add: [],
    lift: liftedByConfirm(row.supplierOrganizationId, row, site.id),
  });
  if (!ok) throw changed();
  return queuedRowAfter(deps, id);
};

/**
 * Rejects the row's candidate (or the mapping a provider called Invalid): the row is left unmapped and the pair
 * is blocked for this supplier's ship-to, so no later file applies it by itself.
 */
export const rejectReviewRow = async (
  deps: DecideDeps,
  actor: Actor,
  id: string,
): Promise<ReviewQueueRecord> => {
  assertCanReview(actor, "decideRow");
  const row = await queuedRow(deps, id);
  allowed(row, "reject");
  const refused = targetOf(row) as string;
  const ok = await deps.review.decide(row, {
    decision: "rejected",
    knownLocationId: null,
    candidateKnownLocationId: refused,
    clearVerification: true,
    reason: REJECTED_REASON,
    decidedBy: actor.userId,
    at: deps.clock.now(),
    add: [rejectionBlock(row.supplierOrganizationId, row.locationId, refused)],
    lift: [],
  });
  if (!ok) throw changed();
  return queuedRowAfter(deps, id);
};

/** Creates a known location from the row (the operator may correct its fields) and maps the row to it. */
export const createLocationFromRow = async (
  deps: DecideDeps,
  actor: Actor,
  id: string,
  input: NewLocationInput,
) => {
  assertCanReview(actor, "createLocation");
  const row = await queuedRow(deps, id);
  allowed(row, "createLocation");
  const location: NewKnownLocation = checkNewLocation(row, input);
  const provider = await deps.review.findKnownProvider(location.knownProviderId);
  if (!provider)
    throw fieldFailure(
      "knownProviderId",
      LOCATION_REVIEW_MESSAGES.say("noKnownProvider", { id: location.knownProviderId }),
    );
  const created = await deps.review.createLocationAndConfirm(row, location, {
    decision: "confirmed",
    candidateKnownLocationId: row.candidateKnownLocationId,
    clearVerification: true,
    reason: CREATED_REASON,
    decidedBy: actor.userId,
    at: deps.clock.now(),
    add: [],
  });
  if (!created) throw changed();
  return { row: await queuedRowAfter(deps, id), location: created };
};

/** The row as stored after a decision (it has left the queue, so it is read without the queue's check). */
const queuedRowAfter = async (deps: ReviewDeps, id: string): Promise<ReviewQueueRecord> => {
  const row = await deps.review.findRow(id);
  if (!row) throw new Error(`ship-to row ${id} vanished after its decision`);
  return row;
};
