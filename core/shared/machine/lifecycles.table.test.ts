import { Result } from "effect";
import { describe, expect, it } from "vitest";
import {
  type CommunicationContext,
  communicationMachine as comm,
} from "../../communications/lifecycles/communication.ts";
import { locationVerificationMachine as loc } from "../../locations/verification/location-verification.ts";
import { defineMachine, type TransitionRefused } from "./machine.ts";
import {
  applyToCopy,
  type ProviderCopyContext,
  providerCopyMachine as copy,
} from "../../communications/lifecycles/provider-copy.ts";
import { expectedNext } from "./testing/expected-lifecycles.ts";
import { MACHINES, PASSING_COMMUNICATION, PASSING_COPY } from "./testing/machines.ts";

const outcome = (result: Result.Result<string, TransitionRefused>): string =>
  Result.isSuccess(result) ? result.success : `refused: ${result.failure.reason}`;

describe.each(MACHINES)("lifecycle $name: state × event × role", ({ machine, expected, passing }) => {
  it("declares the states, events and roles of the domain rules", () => {
    expect([machine.states, machine.events, machine.roles]).toEqual([
      expected.states,
      expected.events,
      expected.roles,
    ]);
  });

  const cells = expected.states.flatMap((state) =>
    expected.roles.flatMap((role) => expected.events.map((event) => [state, event, role] as const)),
  );

  it.each(cells)("%s + %s by %s", (state, event, role) => {
    const next = machine.transition(state, event, role, passing);
    const want = expectedNext(expected, state, event, role);
    if (want === undefined) expect(Result.isFailure(next)).toBe(true);
    else expect(outcome(next)).toBe(want);
  });

  it("offers as allowed actions exactly the table's events, in declaration order", () => {
    for (const state of expected.states)
      for (const role of expected.roles)
        expect([state, role, machine.allowedActions(state, role, passing)]).toEqual([
          state,
          role,
          expected.events.filter((event) => expectedNext(expected, state, event, role) !== undefined),
        ]);
  });
});

describe("guards: facts the state alone does not hold", () => {
  const C = PASSING_COMMUNICATION;
  const P = PASSING_COPY;
  const rows: ReadonlyArray<
    readonly [string, string, string, string, Partial<CommunicationContext>, string]
  > = [
    // [machine, state, event, role, context change, expected]
    [
      "communication",
      "APPROVED",
      "send",
      "supplier",
      { recipientCount: 0, sendType: "ALL" },
      "refused: noRecipients",
    ],
    ["communication", "APPROVED", "send", "supplier", { recipientCount: 1, sendType: "ALL" }, "OPEN"],
    [
      "communication",
      "OPEN",
      "send",
      "supplier",
      { recipientCount: 0, sendType: "ALL" },
      "refused: noRecipients",
    ],
    [
      "communication",
      "OPEN",
      "send",
      "supplier",
      { recipientCount: 1, newRecipientCount: 0, sendType: "ALL" },
      "OPEN",
    ],
    [
      "communication",
      "OPEN",
      "send",
      "supplier",
      { recipientCount: 1, newRecipientCount: 0, sendType: "NEW" },
      "refused: noNewRecipients",
    ],
    [
      "communication",
      "OPEN",
      "send",
      "supplier",
      { recipientCount: 1, newRecipientCount: 1, sendType: "NEW" },
      "OPEN",
    ],
    [
      "communication",
      "OPEN",
      "send",
      "supplier",
      { recipientCount: 0, newRecipientCount: 1, sendType: "NEW" },
      "refused: noRecipients",
    ],
    [
      "communication",
      "OPEN",
      "postUpdate",
      "supplier",
      { communicationType: "RECALL" },
      "refused: updatesAreForAdvisories",
    ],
    ["communication", "OPEN", "postUpdate", "supplier", { communicationType: "PRODUCT DISRUPTION" }, "OPEN"],
    // A guard never turns a refusal by state or role into an acceptance.
    ["communication", "DRAFT", "send", "supplier", {}, "refused: notFromState"],
    ["communication", "OPEN", "close", "operator", {}, "refused: notForActor"],
  ];
  it.each(rows)("%s %s + %s by %s with %o → %s", (_, state, event, role, change, want) => {
    expect(outcome(comm.transition(state as never, event as never, role as never, { ...C, ...change }))).toBe(
      want,
    );
  });

  const copyRows: ReadonlyArray<readonly [string, string, string, Partial<ProviderCopyContext>, string]> = [
    ["OPEN", "edit", "provider", { isProviderCreated: false }, "refused: notProviderCreated"],
    ["NOTCOMPLETED", "edit", "provider", { isProviderCreated: true }, "NOTCOMPLETED"],
    ["OPEN", "acknowledge", "provider", { eventClosed: true }, "refused: eventClosed"],
    ["OPEN", "respond", "provider", { eventClosed: true }, "refused: eventClosed"],
    ["NOTCOMPLETED", "respond", "delegate", { eventClosed: true }, "refused: eventClosed"],
    ["NOTCOMPLETED", "complete", "provider", { eventClosed: true }, "refused: eventClosed"],
    // Re-open is refused once the supplier closed the event: the copy is a record then.
    ["COMPLETED", "reopen", "provider", { eventClosed: true }, "refused: eventClosed"],
    ["COMPLETED", "view", "provider", { eventClosed: true }, "COMPLETED"],
    // complete: every visible site acknowledged (one short refuses, all passes), then every required answer.
    [
      "OPEN",
      "complete",
      "provider",
      { sitesTotal: 3, sitesAcknowledged: 2 },
      "refused: sitesNotAcknowledged",
    ],
    ["OPEN", "complete", "provider", { sitesTotal: 3, sitesAcknowledged: 3 }, "COMPLETED"],
    [
      "OPEN",
      "complete",
      "provider",
      { sitesTotal: 0, sitesAcknowledged: 0, answersRequired: 0, answersGiven: 0 },
      "COMPLETED",
    ],
    ["OPEN", "complete", "provider", { answersRequired: 3, answersGiven: 2 }, "refused: answersMissing"],
    ["OPEN", "complete", "provider", { answersRequired: 3, answersGiven: 3 }, "COMPLETED"],
    [
      "OPEN",
      "complete",
      "provider",
      { sitesTotal: 2, sitesAcknowledged: 1, answersRequired: 1, answersGiven: 0 },
      "refused: sitesNotAcknowledged",
    ],
  ];
  it.each(copyRows)("providerCopy %s + %s by %s with %o → %s", (state, event, role, change, want) => {
    expect(outcome(copy.transition(state as never, event as never, role as never, { ...P, ...change }))).toBe(
      want,
    );
  });

  const locationRows = [
    ["UNVERIFIED", "provider", false, "refused: decentralised"],
    ["UNVERIFIED", "operator", false, "refused: decentralised"],
    ["Invalid", "operator", false, "refused: decentralised"],
    ["NotCovered", "provider", true, "Covered"],
    ["NotCovered", "provider", null, "Covered"],
    ["NotCovered", "provider", undefined, "Covered"],
  ] as const;
  it.each(locationRows)("locationVerification %s markCovered by %s, centralised %s → %s", (s, r, c, want) => {
    expect(outcome(loc.transition(s, "markCovered", r, { centralised: c }))).toBe(want);
    // Only Covered depends on the setting.
    expect(outcome(loc.transition(s, "markEmailed", r, { centralised: c }))).toBe(
      s === "Invalid" && r === "provider" ? "refused: notFromState" : "Emailed",
    );
  });
});

describe("defineMachine: how a refusal is named", () => {
  const toy = defineMachine<"A" | "B" | "C", "go" | "stop" | "loop", "x" | "y", { ok: boolean }>({
    name: "toy",
    states: ["A", "B", "C"],
    events: ["go", "stop", "loop"],
    roles: ["x", "y"],
    rules: [
      { from: ["A"], event: "go", to: "B", by: ["x"], guard: (c) => (c.ok ? undefined : "notOk") },
      { from: ["A"], event: "go", to: "C", by: ["y"] },
      { from: ["B"], event: "loop", to: "stay", by: ["x", "y"] },
      { from: ["C"], event: "loop", to: "C", by: ["x"] },
    ],
  });

  it("names the first failed check: unknown event, then state, then actor, then the guard's reason", () => {
    const refused = toy.transition("A", "stop", "x", { ok: true });
    expect(Result.isFailure(refused) && refused.failure).toMatchObject({
      _tag: "TransitionRefused",
      machine: "toy",
      state: "A",
      event: "stop",
      reason: "unknownEvent",
    });
    expect(outcome(toy.transition("A", "loop", "x", { ok: true }))).toBe("refused: notFromState");
    expect(outcome(toy.transition("C", "loop", "y", { ok: true }))).toBe("refused: notForActor");
    expect(outcome(toy.transition("A", "go", "x", { ok: false }))).toBe("refused: notOk");
  });

  it("picks the rule for the actor, keeps the state on stay, and lists allowed events in declared order", () => {
    expect(outcome(toy.transition("A", "go", "x", { ok: true }))).toBe("B");
    expect(outcome(toy.transition("A", "go", "y", { ok: false }))).toBe("C");
    expect(outcome(toy.transition("B", "loop", "y", { ok: true }))).toBe("B");
    expect(toy.allowedActions("A", "x", { ok: false })).toEqual([]);
    expect(toy.allowedActions("B", "x", { ok: true })).toEqual(["loop"]);
  });

  it("calls terminal the states that no rule leads out of (a self-loop is not a way out)", () => {
    expect(toy.terminal).toEqual(["B", "C"]);
    expect(toy.name).toBe("toy");
  });
});

describe("applyToCopy: refusing another organisation's copy", () => {
  const copies = [{ id: "a", providerOrganizationId: "p1", state: "COMPLETED" as const }];
  it("names the machine and the copy's state, or an empty state for an unknown copy", () => {
    const other = applyToCopy(copies, "a", "p2", "view", "provider", PASSING_COPY);
    expect(Result.isFailure(other) && other.failure).toMatchObject({
      machine: "providerCopy",
      state: "COMPLETED",
      event: "view",
      reason: "notOwnCopy",
    });
    const unknown = applyToCopy(copies, "zz", "p1", "view", "provider", PASSING_COPY);
    expect(Result.isFailure(unknown) && unknown.failure).toMatchObject({
      machine: "providerCopy",
      state: "",
    });
  });
});
