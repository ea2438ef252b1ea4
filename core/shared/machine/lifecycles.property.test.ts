import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { communicationMachine } from "../../communications/lifecycles/communication.ts";
import { deliveryMachine } from "../../communications/lifecycles/delivery.ts";
import { locationVerificationMachine } from "../../locations/verification/location-verification.ts";
import type { Machine } from "./machine.ts";
import { preprocessorJobMachine } from "../../locations/preprocessor/job-lifecycle.ts";
import {
  applyToCopy,
  type ProviderCopy,
  providerCopyMachine,
} from "../../communications/lifecycles/provider-copy.ts";
import { responderResponseMachine } from "../../responses/responder-response.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of differently typed machines
type AnyMachine = Machine<any, any, any, any>;

const count = fc.integer({ min: 0, max: 3 });

const providerCopyContext = fc.record({
  isProviderCreated: fc.boolean(),
  eventClosed: fc.boolean(),
  sitesTotal: count,
  sitesAcknowledged: count,
  answersRequired: count,
  answersGiven: count,
});

const MACHINES: ReadonlyArray<{ machine: AnyMachine; context: fc.Arbitrary<unknown>; start: string }> = [
  {
    machine: communicationMachine,
    start: "DRAFT",
    context: fc.record({
      communicationType: fc.constantFrom("RECALL", "PRODUCT DISRUPTION"),
      recipientCount: count,
      newRecipientCount: count,
      sendType: fc.constantFrom("ALL", "NEW"),
    }),
  },
  { machine: providerCopyMachine, start: "OPEN", context: providerCopyContext },
  { machine: deliveryMachine, start: "PENDING", context: fc.constant(undefined) },
  {
    machine: locationVerificationMachine,
    start: "UNVERIFIED",
    context: fc.record({ centralised: fc.constantFrom(true, false, null, undefined) }),
  },
  { machine: preprocessorJobMachine, start: "PENDING", context: fc.constant(undefined) },
  { machine: responderResponseMachine, start: "DRAFT", context: fc.constant(undefined) },
];

const OPTIONS = { numRuns: 150 };

describe.each(MACHINES)("lifecycle $machine.name", ({ machine, context, start }) => {
  const step = fc.tuple(fc.constantFrom(...machine.events), fc.constantFrom(...machine.roles), context);
  const stateArb = fc.constantFrom(...machine.states);
  const roleArb = fc.constantFrom(...machine.roles);

  it("never reaches an undeclared state, whatever events arrive", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let state = start;
        for (const [event, role, ctx] of steps) {
          const next = machine.transition(state, event, role, ctx);
          if (Result.isSuccess(next)) state = next.success;
          expect(machine.states).toContain(state);
        }
      }),
      OPTIONS,
    );
  });

  it("offers in allowedActions exactly the events transition accepts", () => {
    fc.assert(
      fc.property(stateArb, roleArb, context, (state, role, ctx) => {
        const allowed = machine.allowedActions(state, role, ctx);
        for (const event of machine.events)
          expect(allowed.includes(event)).toBe(Result.isSuccess(machine.transition(state, event, role, ctx)));
      }),
      OPTIONS,
    );
  });

  it("leaves a state only through a rule declared for that state and event", () => {
    fc.assert(
      fc.property(stateArb, step, (state, [event, role, ctx]) => {
        const next = machine.transition(state, event, role, ctx);
        if (Result.isFailure(next) || next.success === state) return;
        const declared = machine.rules.some(
          (r) => r.event === event && r.from.includes(state) && r.to === next.success,
        );
        expect(declared).toBe(true);
      }),
      OPTIONS,
    );
  });

  it("keeps terminal states closed to every event", () => {
    for (const state of machine.terminal)
      fc.assert(
        fc.property(step, ([event, role, ctx]) => {
          const next = machine.transition(state, event, role, ctx);
          expect(Result.isFailure(next) || next.success === state).toBe(true);
        }),
        { numRuns: 50 },
      );
  });
});

describe("declared exits of closed and final states", () => {
  const exits = (machine: AnyMachine, state: string) =>
    [
      ...new Set(
        machine.rules
          .filter((r) => r.from.includes(state) && r.to !== "stay" && r.to !== state)
          .map((r) => r.event),
      ),
    ].sort();

  it("lets a CLOSED communication leave only by reopen, and never a deleted one", () => {
    expect(exits(communicationMachine, "CLOSED")).toEqual(["reopen"]);
    expect(communicationMachine.terminal).toEqual(["DELETED"]);
  });

  it("lets a COMPLETED copy leave only by reopen", () => {
    expect(exits(providerCopyMachine, "COMPLETED")).toEqual(["reopen"]);
  });

  it("ends a job only when deactivated and a response only when deleted", () => {
    expect(preprocessorJobMachine.terminal).toEqual(["DEACTIVATED"]);
    expect(responderResponseMachine.terminal).toEqual(["DELETED"]);
    expect(deliveryMachine.terminal).toEqual(["COMPLAINT"]);
    expect(locationVerificationMachine.terminal).toEqual([]);
  });
});

describe("provider copies across providers", () => {
  const copiesArb = fc.uniqueArray(
    fc.record({
      id: fc.constantFrom("c1", "c2", "c3", "c4"),
      providerOrganizationId: fc.constantFrom("p1", "p2", "p3"),
      state: fc.constantFrom(...providerCopyMachine.states),
    }),
    { selector: (copy) => copy.id, minLength: 1 },
  );

  it("never lets one provider's answers change another provider's copy", () => {
    const step = fc.tuple(
      fc.constantFrom("c1", "c2", "c3", "c4", "c9"),
      fc.constantFrom("p1", "p2", "p3"),
      fc.constantFrom(...providerCopyMachine.events),
      fc.constantFrom(...providerCopyMachine.roles),
      providerCopyContext,
    );
    fc.assert(
      fc.property(copiesArb, fc.array(step, { maxLength: 20 }), (initial, steps) => {
        let copies: readonly ProviderCopy[] = initial;
        for (const [copyId, actorOrg, event, role, ctx] of steps) {
          const next = applyToCopy(copies, copyId, actorOrg, event, role, ctx);
          if (Result.isFailure(next)) continue;
          next.success.forEach((copy, i) => {
            if (copy.providerOrganizationId !== actorOrg) expect(copy).toEqual(copies[i]);
          });
          copies = next.success;
        }
      }),
      OPTIONS,
    );
  });
});
