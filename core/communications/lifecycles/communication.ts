import type { CommunicationType } from "../../access/resources.ts";
import { defineMachine } from "../../shared/machine/machine.ts";

/**
 * A recall or supply advisory as its supplier sees it. The spec names the
 * operations but not which statuses allow them; the choices are in docs/domain-rules.md.
 * APPROVED is ours: the approve-recall call exists, so approval is a state between authoring and sending.
 */
export const COMMUNICATION_STATES = ["DRAFT", "APPROVED", "OPEN", "CLOSED", "DELETED"] as const;
export type CommunicationState = (typeof COMMUNICATION_STATES)[number];

export const COMMUNICATION_EVENTS = [
  "edit",
  "approve",
  "send",
  "close",
  "reopen",
  "delete",
  "postUpdate",
  "changeLocationStatus",
] as const;
export type CommunicationEvent = (typeof COMMUNICATION_EVENTS)[number];

/** The supplier authors and sends; the operator may only remove a never-sent event on the supplier's behalf. */
export const COMMUNICATION_ROLES = ["supplier", "operator"] as const;
export type CommunicationRole = (typeof COMMUNICATION_ROLES)[number];

/** New Providers sends only to locations never notified; All Providers notifies every recipient again. */
export type SendType = "ALL" | "NEW";

export interface CommunicationContext {
  readonly communicationType: CommunicationType;
  /** Recipients that can be notified: Covered and Emailed locations plus affected customers. */
  readonly recipientCount: number;
  /** Of those, the ones never notified. */
  readonly newRecipientCount: number;
  readonly sendType: SendType;
}

const sendGuard = (c: CommunicationContext): string | undefined => {
  if (c.recipientCount < 1) return "noRecipients";
  if (c.sendType === "NEW" && c.newRecipientCount < 1) return "noNewRecipients";
  return undefined;
};

export const communicationMachine = defineMachine<
  CommunicationState,
  CommunicationEvent,
  CommunicationRole,
  CommunicationContext
>({
  name: "communication",
  states: COMMUNICATION_STATES,
  events: COMMUNICATION_EVENTS,
  roles: COMMUNICATION_ROLES,
  rules: [
    { from: ["DRAFT", "OPEN"], event: "edit", to: "stay", by: ["supplier"] },
    // Editing approved content withdraws the approval: the approver signed off on what they read.
    { from: ["APPROVED"], event: "edit", to: "DRAFT", by: ["supplier"] },
    { from: ["DRAFT"], event: "approve", to: "APPROVED", by: ["supplier"] },
    { from: ["APPROVED"], event: "send", to: "OPEN", by: ["supplier"], guard: sendGuard },
    { from: ["OPEN"], event: "send", to: "stay", by: ["supplier"], guard: sendGuard },
    { from: ["OPEN"], event: "close", to: "CLOSED", by: ["supplier"] },
    { from: ["CLOSED"], event: "reopen", to: "OPEN", by: ["supplier"] },
    // Once sent, an event is part of the recall record providers and regulators rely on, so it is never deleted.
    { from: ["DRAFT", "APPROVED"], event: "delete", to: "DELETED", by: ["supplier", "operator"] },
    {
      from: ["OPEN"],
      event: "postUpdate",
      to: "stay",
      by: ["supplier"],
      guard: (c) => (c.communicationType === "PRODUCT DISRUPTION" ? undefined : "updatesAreForAdvisories"),
    },
    { from: ["DRAFT", "APPROVED", "OPEN"], event: "changeLocationStatus", to: "stay", by: ["supplier"] },
  ],
});

/** The supplier-facing status for a lifecycle state (approval is still a draft to the reader). */
export const communicationStatusOf = (state: CommunicationState): "DRAFT" | "OPEN" | "CLOSED" | "NA" =>
  state === "APPROVED" ? "DRAFT" : state === "DELETED" ? "NA" : state;
