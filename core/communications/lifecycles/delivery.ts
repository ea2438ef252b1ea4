import { defineMachine } from "../../shared/machine/machine.ts";

/**
 * One notification e-mail to one recipient (states as in the e-mail event catalogue). PENDING is
 * queued in the outbox; the mail job sends; the provider's webhooks report delivery, bounce, opening, clicks
 * and complaints. Webhooks arrive out of order, so a later event never moves a delivery back (an "opened"
 * after a "clicked" keeps CLICKED).
 */
export const DELIVERY_STATES = [
  "PENDING",
  "SENDING",
  "SENT",
  "DELIVERED",
  "OPENED",
  "CLICKED",
  "BOUNCE",
  "COMPLAINT",
  "ERROR_SENDING",
  "ERROR_MISSING_TEMPLATE",
  "ERROR",
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_EVENTS = [
  "dispatch",
  "accepted",
  "sendFailed",
  "templateMissing",
  "retry",
  "giveUp",
  "delivered",
  "bounced",
  "opened",
  "clicked",
  "complained",
  "resend",
] as const;
export type DeliveryEvent = (typeof DELIVERY_EVENTS)[number];

/** The mail job and webhooks act as "system"; a supplier may resend a failed notice (resendmail) once fixed. */
export const DELIVERY_ROLES = ["system", "supplier"] as const;
export type DeliveryRole = (typeof DELIVERY_ROLES)[number];

const REACHED = ["SENT", "DELIVERED"] as const satisfies readonly DeliveryState[];

export const deliveryMachine = defineMachine<DeliveryState, DeliveryEvent, DeliveryRole, void>({
  name: "delivery",
  states: DELIVERY_STATES,
  events: DELIVERY_EVENTS,
  roles: DELIVERY_ROLES,
  rules: [
    { from: ["PENDING"], event: "dispatch", to: "SENDING", by: ["system"] },
    { from: ["PENDING", "SENDING"], event: "templateMissing", to: "ERROR_MISSING_TEMPLATE", by: ["system"] },
    { from: ["SENDING"], event: "accepted", to: "SENT", by: ["system"] },
    { from: ["SENDING"], event: "sendFailed", to: "ERROR_SENDING", by: ["system"] },
    // Transient failures go back to the queue; after the last attempt the job gives up for good.
    { from: ["ERROR_SENDING", "ERROR_MISSING_TEMPLATE"], event: "retry", to: "PENDING", by: ["system"] },
    { from: ["ERROR_SENDING", "ERROR_MISSING_TEMPLATE"], event: "giveUp", to: "ERROR", by: ["system"] },
    { from: ["SENT"], event: "delivered", to: "DELIVERED", by: ["system"] },
    { from: REACHED, event: "bounced", to: "BOUNCE", by: ["system"] },
    { from: [...REACHED], event: "opened", to: "OPENED", by: ["system"] },
    { from: ["OPENED", "CLICKED"], event: "opened", to: "stay", by: ["system"] },
    { from: [...REACHED, "OPENED"], event: "clicked", to: "CLICKED", by: ["system"] },
    { from: ["CLICKED"], event: "clicked", to: "stay", by: ["system"] },
    { from: [...REACHED, "OPENED", "CLICKED"], event: "complained", to: "COMPLAINT", by: ["system"] },
    // A complaint is a recipient asking not to be mailed; resending to them would be spam, so only failures resend.
    { from: ["BOUNCE", "ERROR"], event: "resend", to: "PENDING", by: ["supplier"] },
  ],
});

/** The communication-status value shown for a delivery (BOUNCE shows Error; the queued and retried ones show Sent). */
export const deliveryDisplayStatus = (
  state: DeliveryState,
):
  | "PENDING"
  | "SENDING"
  | "SENT"
  | "DELIVERED"
  | "BOUNCE"
  | "ERROR"
  | "ERROR_SENDING"
  | "ERROR_MISSING_TEMPLATE" => {
  switch (state) {
    // Opening, clicking and complaining all prove the message arrived.
    case "OPENED":
    case "CLICKED":
    case "COMPLAINT":
      return "DELIVERED";
    default:
      return state;
  }
};
