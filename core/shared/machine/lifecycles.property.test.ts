import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyToCopy,
  type ProviderCopy,
  providerCopyMachine,
} from "../../communications/lifecycles/provider-copy.ts";
import { expectedNext } from "./testing/expected-lifecycles.ts";
import { copyContextArb, MACHINES } from "./testing/machines.ts";

/**
 * Sequence properties checked against the hand-written tables of testing/expected-lifecycles.ts (the rules of
 * docs/domain-rules.md), never against the machines' own rules: whatever events arrive, in whatever contexts,
 * a machine only moves where the table says, and final states never move.
 */
const OPTIONS = { numRuns: 200 };
const TABLE_REASONS = ["unknownEvent", "notFromState", "notForActor"];

describe.each(MACHINES)("lifecycle $name: event sequences", ({ machine, expected, start, context }) => {
  const step = fc.tuple(fc.constantFrom(...expected.events), fc.constantFrom(...expected.roles), context);

  it("moves only as the expected table says and never reaches an undeclared state, from any state", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(start, ...expected.states),
        fc.array(step, { maxLength: 30 }),
        (from, steps) => {
          let state = from;
          for (const [event, role, ctx] of steps) {
            const next = machine.transition(state, event, role, ctx);
            const allowed = expectedNext(expected, state, event, role);
            if (Result.isSuccess(next)) {
              // Guards may refuse an allowed event; they never accept a refused one or redirect it.
              expect(next.success).toBe(allowed);
              state = next.success;
            } else if (allowed !== undefined) {
              expect(TABLE_REASONS).not.toContain(next.failure.reason);
            }
            expect(expected.states).toContain(state);
          }
        },
      ),
      OPTIONS,
    );
  });

  it("keeps final states closed to every sequence of events", () => {
    for (const state of expected.final)
      fc.assert(
        fc.property(fc.array(step, { minLength: 1, maxLength: 10 }), (steps) => {
          for (const [event, role, ctx] of steps)
            expect(Result.isFailure(machine.transition(state, event, role, ctx))).toBe(true);
        }),
        { numRuns: 50 },
      );
  });

  it("reports as terminal exactly the final states of the table", () => {
    expect(machine.terminal).toEqual(expected.final);
  });
});

describe("provider copies across providers", () => {
  const copiesArb = fc.uniqueArray(
    fc.record({
      id: fc.constantFrom("c1", "c2", "c3", "c4"),
      providerOrganizationId: fc.constantFrom("p1", "p2", "p3"),
      state: fc.constantFrom("OPEN" as const, "NOTCOMPLETED" as const, "COMPLETED" as const),
    }),
    { selector: (copy) => copy.id, minLength: 1 },
  );

  it("never lets one provider's answers change another provider's copy", () => {
    const step = fc.tuple(
      fc.constantFrom("c1", "c2", "c3", "c4", "c9"),
      fc.constantFrom("p1", "p2", "p3"),
      fc.constantFrom(...providerCopyMachine.events),
      fc.constantFrom(...providerCopyMachine.roles),
      copyContextArb,
    );
    fc.assert(
      fc.property(copiesArb, fc.array(step, { maxLength: 20 }), (initial, steps) => {
        let copies: readonly ProviderCopy[] = initial;
        for (const [copyId, actorOrg, event, role, ctx] of steps) {
          const next = applyToCopy(copies, copyId, actorOrg, event, role, ctx);
          if (Result.isFailure(next)) continue;
          next.success.forEach((copy, i) => {
            if (copy.id !== copyId) expect(copy).toEqual(copies[i]);
          });
          copies = next.success;
        }
      }),
      OPTIONS,
    );
  });
});
