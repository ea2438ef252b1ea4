import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REVIEW_ACTIONS, reviewActionsFor, reviewTransition, type ReviewAction } from "./review-decisions.ts";
import { isInReviewQueue, REVIEW_STATES, reviewStateOf, type ReviewState } from "./review-row.ts";

/**
 * The expected table, written from issue 13 point 3 (not from the machine): a queued row (review, unmatched, or
 * mapped but Invalid) can be confirmed to its candidate, mapped to a picked or new location, or have its candidate
 * rejected; confirm and reject need a candidate; settled rows (matched, confirmed, rejected) take nothing.
 */
const EXPECTED: Record<
  ReviewState,
  Record<ReviewAction, [withCandidate: string, withoutCandidate: string]>
> = {
  review: {
    confirm: ["confirmed", "noCandidate"],
    pick: ["confirmed", "confirmed"],
    createLocation: ["confirmed", "confirmed"],
    reject: ["rejected", "noCandidate"],
  },
  unmatched: {
    confirm: ["confirmed", "noCandidate"],
    pick: ["confirmed", "confirmed"],
    createLocation: ["confirmed", "confirmed"],
    reject: ["rejected", "noCandidate"],
  },
  invalid: {
    confirm: ["confirmed", "noCandidate"],
    pick: ["confirmed", "confirmed"],
    createLocation: ["confirmed", "confirmed"],
    reject: ["rejected", "noCandidate"],
  },
  matched: {
    confirm: ["notFromState", "notFromState"],
    pick: ["notFromState", "notFromState"],
    createLocation: ["notFromState", "notFromState"],
    reject: ["notFromState", "notFromState"],
  },
  confirmed: {
    confirm: ["notFromState", "notFromState"],
    pick: ["notFromState", "notFromState"],
    createLocation: ["notFromState", "notFromState"],
    reject: ["notFromState", "notFromState"],
  },
  rejected: {
    confirm: ["notFromState", "notFromState"],
    pick: ["notFromState", "notFromState"],
    createLocation: ["notFromState", "notFromState"],
    reject: ["notFromState", "notFromState"],
  },
};

const outcome = (state: ReviewState, action: ReviewAction, hasCandidate: boolean): string => {
  const next = reviewTransition(state, action, { hasCandidate });
  return Result.isSuccess(next) ? next.success : next.failure.reason;
};

describe("review decisions", () => {
  for (const state of REVIEW_STATES)
    for (const action of REVIEW_ACTIONS)
      it(`${state} + ${action}`, () => {
        const [withCandidate, withoutCandidate] = EXPECTED[state][action];
        expect(outcome(state, action, true)).toBe(withCandidate);
        expect(outcome(state, action, false)).toBe(withoutCandidate);
      });

  it("offers on a row exactly the actions the expected table accepts", () => {
    for (const state of REVIEW_STATES)
      for (const hasCandidate of [true, false]) {
        const accepted = REVIEW_ACTIONS.filter(
          (a) => !/^(noCandidate|notFromState)$/.test(EXPECTED[state][a][hasCandidate ? 0 : 1]),
        );
        expect(reviewActionsFor(state, { hasCandidate })).toEqual(accepted);
      }
  });

  it("never returns a row to the queue: after the first accepted decision every later one is refused", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ReviewState>("review", "unmatched", "invalid"),
        fc.array(fc.tuple(fc.constantFrom(...REVIEW_ACTIONS), fc.boolean()), { minLength: 1, maxLength: 8 }),
        (start, events) => {
          let state: ReviewState = start;
          let decided = 0;
          for (const [action, hasCandidate] of events) {
            const next = reviewTransition(state, action, { hasCandidate });
            if (Result.isFailure(next)) continue;
            decided++;
            state = next.success;
            expect(["confirmed", "rejected"]).toContain(state);
          }
          expect(decided).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe("which rows are in the queue", () => {
  const DECISIONS = ["matched", "review", "unmatched", "confirmed", "rejected"] as const;
  const VERIFICATIONS = [null, "Covered", "NotCovered", "Invalid", "Emailed"] as const;

  it("holds review and unmatched rows and every row a provider marked Invalid, nothing else", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DECISIONS),
        fc.constantFrom(...VERIFICATIONS),
        (decision, verificationStatus) => {
          const expected =
            decision === "review" || decision === "unmatched" || verificationStatus === "Invalid";
          expect(isInReviewQueue({ decision, verificationStatus })).toBe(expected);
        },
      ),
    );
  });

  it("names an Invalid row invalid whatever its decision", () => {
    expect(reviewStateOf({ decision: "confirmed", verificationStatus: "Invalid" })).toBe("invalid");
    expect(reviewStateOf({ decision: "matched", verificationStatus: "Covered" })).toBe("matched");
    expect(reviewStateOf({ decision: "review", verificationStatus: null })).toBe("review");
  });
});
