import { Result } from "effect";
import { describe, expect, it } from "vitest";
import {
  type CommunicationContext,
  communicationMachine as comm,
  communicationStatusOf,
} from "../../communications/lifecycles/communication.ts";
import { deliveryDisplayStatus, deliveryMachine as mail } from "../../communications/lifecycles/delivery.ts";
import {
  coveredAllowed,
  locationVerificationMachine as loc,
} from "../../locations/verification/location-verification.ts";
import type { TransitionRefused } from "./machine.ts";
import { preprocessorJobMachine as job } from "../../locations/preprocessor/job-lifecycle.ts";
import {
  applyToCopy,
  type ProviderCopyContext,
  providerCopyMachine as copy,
} from "../../communications/lifecycles/provider-copy.ts";
import { responderResponseMachine as eR, responderRoleOf } from "../../responses/responder-response.ts";

const ok = <S>(result: Result.Result<S, TransitionRefused>): S => Result.getOrThrow(result);
const reason = <S>(result: Result.Result<S, TransitionRefused>): string =>
  Result.isFailure(result) ? result.failure.reason : "accepted";

describe("communication lifecycle", () => {
  const recall: CommunicationContext = {
    communicationType: "RECALL",
    recipientCount: 3,
    newRecipientCount: 0,
    sendType: "ALL",
  };

  it("goes draft, approved, open, closed and back to open", () => {
    const approved = ok(comm.transition("DRAFT", "approve", "supplier", recall));
    const open = ok(comm.transition(approved, "send", "supplier", recall));
    const closed = ok(comm.transition(open, "close", "supplier", recall));
    expect([approved, open, closed]).toEqual(["APPROVED", "OPEN", "CLOSED"]);
    expect(ok(comm.transition(closed, "reopen", "supplier", recall))).toBe("OPEN");
  });

  it("refuses to send a draft that was not approved, or without recipients", () => {
    expect(reason(comm.transition("DRAFT", "send", "supplier", recall))).toBe("notFromState");
    expect(reason(comm.transition("APPROVED", "send", "supplier", { ...recall, recipientCount: 0 }))).toBe(
      "noRecipients",
    );
  });

  it("re-sends to New Providers only when there are new ones, to All Providers always", () => {
    expect(reason(comm.transition("OPEN", "send", "supplier", { ...recall, sendType: "NEW" }))).toBe(
      "noNewRecipients",
    );
    expect(
      ok(comm.transition("OPEN", "send", "supplier", { ...recall, sendType: "NEW", newRecipientCount: 1 })),
    ).toBe("OPEN");
    expect(ok(comm.transition("OPEN", "send", "supplier", recall))).toBe("OPEN");
  });

  it("deletes only before the first send, by the supplier or the operator", () => {
    expect(ok(comm.transition("APPROVED", "delete", "operator", recall))).toBe("DELETED");
    expect(reason(comm.transition("OPEN", "delete", "supplier", recall))).toBe("notFromState");
    expect(reason(comm.transition("CLOSED", "delete", "operator", recall))).toBe("notFromState");
    expect(reason(comm.transition("DRAFT", "approve", "operator", recall))).toBe("notForActor");
  });

  it("posts updates only to open advisories, and withdraws approval on edit", () => {
    expect(reason(comm.transition("OPEN", "postUpdate", "supplier", recall))).toBe("updatesAreForAdvisories");
    expect(
      ok(
        comm.transition("OPEN", "postUpdate", "supplier", {
          ...recall,
          communicationType: "PRODUCT DISRUPTION",
        }),
      ),
    ).toBe("OPEN");
    expect(ok(comm.transition("APPROVED", "edit", "supplier", recall))).toBe("DRAFT");
    expect(comm.allowedActions("CLOSED", "supplier", recall)).toEqual(["reopen"]);
    expect(comm.allowedActions("OPEN", "supplier", recall)).toEqual([
      "edit",
      "send",
      "close",
      "changeLocationStatus",
    ]);
  });

  it("maps lifecycle states to the displayed status and names the refusal", () => {
    expect(
      ["DRAFT", "APPROVED", "OPEN", "CLOSED", "DELETED"].map((s) => communicationStatusOf(s as never)),
    ).toEqual(["DRAFT", "DRAFT", "OPEN", "CLOSED", "NA"]);
    const refused = comm.transition("DRAFT", "nonsense" as never, "supplier", recall);
    expect(Result.isFailure(refused) && refused.failure).toMatchObject({
      _tag: "TransitionRefused",
      machine: "communication",
      reason: "unknownEvent",
    });
  });
});

describe("provider copy lifecycle", () => {
  const facts: ProviderCopyContext = {
    isProviderCreated: false,
    eventClosed: false,
    sitesTotal: 2,
    sitesAcknowledged: 2,
    answersRequired: 3,
    answersGiven: 3,
  };

  it("moves to in progress on acknowledgement or answer, completes when all is done, and reopens", () => {
    expect(ok(copy.transition("OPEN", "acknowledge", "provider", facts))).toBe("NOTCOMPLETED");
    expect(ok(copy.transition("OPEN", "respond", "delegate", facts))).toBe("NOTCOMPLETED");
    expect(ok(copy.transition("NOTCOMPLETED", "complete", "provider", facts))).toBe("COMPLETED");
    expect(ok(copy.transition("COMPLETED", "reopen", "provider", facts))).toBe("NOTCOMPLETED");
  });

  it("refuses completion with sites unacknowledged or answers missing, and all work once the event closed", () => {
    expect(reason(copy.transition("OPEN", "complete", "provider", { ...facts, sitesAcknowledged: 1 }))).toBe(
      "sitesNotAcknowledged",
    );
    expect(reason(copy.transition("OPEN", "complete", "provider", { ...facts, answersGiven: 2 }))).toBe(
      "answersMissing",
    );
    expect(copy.allowedActions("NOTCOMPLETED", "provider", { ...facts, eventClosed: true })).toEqual([
      "view",
    ]);
    expect(reason(copy.transition("OPEN", "complete", "delegate", facts))).toBe("notForActor");
  });

  it("lets the provider edit only its own records, and not once completed", () => {
    expect(copy.allowedActions("OPEN", "provider", facts)).not.toContain("edit");
    expect(copy.allowedActions("OPEN", "provider", { ...facts, isProviderCreated: true })).toContain("edit");
    expect(copy.allowedActions("COMPLETED", "provider", { ...facts, isProviderCreated: true })).toEqual([
      "view",
      "reopen",
    ]);
  });

  it("applies an event only to the acting provider's own copy", () => {
    const copies = [
      { id: "a", providerOrganizationId: "p1", state: "OPEN" as const },
      { id: "b", providerOrganizationId: "p2", state: "OPEN" as const },
    ];
    expect(ok(applyToCopy(copies, "a", "p1", "acknowledge", "provider", facts))).toEqual([
      { id: "a", providerOrganizationId: "p1", state: "NOTCOMPLETED" },
      copies[1],
    ]);
    expect(reason(applyToCopy(copies, "b", "p1", "acknowledge", "provider", facts))).toBe("notOwnCopy");
    expect(reason(applyToCopy(copies, "zz", "p1", "acknowledge", "provider", facts))).toBe("notOwnCopy");
    expect(reason(applyToCopy(copies, "a", "p1", "reopen", "provider", facts))).toBe("notFromState");
  });
});

describe("delivery lifecycle", () => {
  it("follows a message from the queue to delivery, opening and clicks without going back", () => {
    let state: Parameters<typeof mail.transition>[0] = "PENDING";
    for (const event of ["dispatch", "accepted", "delivered", "clicked", "opened"] as const)
      state = ok(mail.transition(state, event, "system"));
    expect(state).toBe("CLICKED");
    expect(deliveryDisplayStatus(state)).toBe("DELIVERED");
  });

  it("retries failures, gives up, and lets the supplier resend bounces and errors only", () => {
    expect(ok(mail.transition("SENDING", "sendFailed", "system"))).toBe("ERROR_SENDING");
    expect(ok(mail.transition("ERROR_SENDING", "retry", "system"))).toBe("PENDING");
    expect(ok(mail.transition("ERROR_MISSING_TEMPLATE", "giveUp", "system"))).toBe("ERROR");
    expect(ok(mail.transition("BOUNCE", "resend", "supplier"))).toBe("PENDING");
    expect(reason(mail.transition("COMPLAINT", "resend", "supplier"))).toBe("notFromState");
    expect(reason(mail.transition("PENDING", "dispatch", "supplier"))).toBe("notForActor");
    expect(
      ["BOUNCE", "OPENED", "COMPLAINT", "PENDING"].map((s) => deliveryDisplayStatus(s as never)),
    ).toEqual(["BOUNCE", "DELIVERED", "DELIVERED", "PENDING"]);
  });
});

describe("location verification lifecycle", () => {
  it("enables Covered only when the centralised setting is unset or true", () => {
    expect([true, null, undefined, false].map((centralised) => coveredAllowed({ centralised }))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(reason(loc.transition("UNVERIFIED", "markCovered", "provider", { centralised: false }))).toBe(
      "decentralised",
    );
    expect(ok(loc.transition("UNVERIFIED", "markCovered", "provider", { centralised: undefined }))).toBe(
      "Covered",
    );
  });

  it("lets the provider change its marks except Invalid, which only the operator revisits", () => {
    const facts = { centralised: true };
    expect(ok(loc.transition("Covered", "markEmailed", "provider", facts))).toBe("Emailed");
    expect(loc.allowedActions("Invalid", "provider", facts)).toEqual([]);
    expect(loc.allowedActions("Invalid", "operator", facts)).toEqual([
      "markCovered",
      "markNotCovered",
      "markInvalid",
      "markEmailed",
      "reset",
    ]);
    expect(reason(loc.transition("Covered", "reset", "provider", facts))).toBe("notForActor");
  });
});

describe("pre-processor job lifecycle", () => {
  it("runs, fails, retries and is deleted, but not while running", () => {
    expect(ok(job.transition("PENDING", "start", "system"))).toBe("IN PROGRESS");
    expect(ok(job.transition("IN PROGRESS", "finish", "system"))).toBe("COMPLETED");
    expect(ok(job.transition("IN PROGRESS", "fail", "system"))).toBe("ERROR");
    expect(ok(job.transition("ERROR", "retry", "operator"))).toBe("PENDING");
    expect(reason(job.transition("IN PROGRESS", "delete", "operator"))).toBe("notFromState");
    expect(ok(job.transition("COMPLETED", "delete", "operator"))).toBe("DEACTIVATED");
  });
});

describe("responder response lifecycle", () => {
  it("gives the owner edit, respond, view and delete on drafts and errors; view and delete once sent", () => {
    expect(eR.allowedActions("DRAFT", "owner")).toEqual(["view", "edit", "respond", "delete"]);
    expect(eR.allowedActions("ERROR", "owner")).toEqual(["view", "edit", "respond", "delete"]);
    expect(eR.allowedActions("SENT", "owner")).toEqual(["view", "delete"]);
    expect(eR.allowedActions("DRAFT", "other")).toEqual([]);
    expect(ok(eR.transition("SENT", "sendFailed", "system"))).toBe("ERROR");
    expect(ok(eR.transition("ERROR", "edit", "owner"))).toBe("DRAFT");
    expect([responderRoleOf("u1", "u1"), responderRoleOf("u2", "u1")]).toEqual(["owner", "other"]);
  });
});
