import type { Result } from "effect";
import { defineMachine, type TransitionRefused } from "../../shared/machine/machine.ts";
import { REVIEW_STATES, type ReviewState } from "./review-row.ts";

/** What the operator can do with a queued row. `pick` is a confirm to a location the operator chose. */
export const REVIEW_ACTIONS = ["confirm", "pick", "createLocation", "reject"] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export interface ReviewDecisionContext {
  /** The location a plain confirm maps to: the matcher's candidate, or the mapping a provider called Invalid. */
  readonly hasCandidate: boolean;
}

const QUEUED = ["review", "unmatched", "invalid"] as const satisfies readonly ReviewState[];

const needsCandidate = (c: ReviewDecisionContext) => (c.hasCandidate ? undefined : "noCandidate");

/**
 * The operator's review decisions. Confirm maps the row to its candidate; pick to another known location;
 * createLocation to a new known location made from the row; reject refuses the candidate (and blocks the pair
 * for that supplier). Each leaves the queue for good: confirmed and rejected rows are settled, and only a new
 * file from the supplier (a new matcher decision) brings a row back.
 */
export const reviewDecisionMachine = defineMachine<
  ReviewState,
  ReviewAction,
  "operator",
  ReviewDecisionContext
>({
  name: "locationReview",
  states: REVIEW_STATES,
  events: REVIEW_ACTIONS,
  roles: ["operator"],
  rules: [
    { from: QUEUED, event: "confirm", to: "confirmed", by: ["operator"], guard: needsCandidate },
    { from: QUEUED, event: "pick", to: "confirmed", by: ["operator"] },
    { from: QUEUED, event: "createLocation", to: "confirmed", by: ["operator"] },
    { from: QUEUED, event: "reject", to: "rejected", by: ["operator"], guard: needsCandidate },
  ],
});

export const reviewTransition = (
  state: ReviewState,
  action: ReviewAction,
  context: ReviewDecisionContext,
): Result.Result<ReviewState, TransitionRefused> =>
  reviewDecisionMachine.transition(state, action, "operator", context);

/** The buttons the queue offers for a row, read from the same table the server enforces. */
export const reviewActionsFor = (
  state: ReviewState,
  context: ReviewDecisionContext,
): readonly ReviewAction[] => reviewDecisionMachine.allowedActions(state, "operator", context);
