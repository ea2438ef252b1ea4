import { defineMachine } from "../shared/machine/machine.ts";

/**
 * An eR (responder) response: the provider's e-mailed answer to a supplier. DRAFT and
 * ERROR are editable and sendable; SENT is a record; DELETED is gone from the list.
 */
export const RESPONDER_RESPONSE_STATES = ["DRAFT", "SENT", "ERROR", "DELETED"] as const;
export type ResponderResponseState = (typeof RESPONDER_RESPONSE_STATES)[number];

export const RESPONDER_RESPONSE_EVENTS = ["view", "edit", "respond", "delete", "sendFailed"] as const;
export type ResponderResponseEvent = (typeof RESPONDER_RESPONSE_EVENTS)[number];

/** Only the response's owner acts on it; the mail job reports failed sends. */
export const RESPONDER_RESPONSE_ROLES = ["owner", "other", "system"] as const;
export type ResponderResponseRole = (typeof RESPONDER_RESPONSE_ROLES)[number];

const EDITABLE = ["DRAFT", "ERROR"] as const satisfies readonly ResponderResponseState[];
const LISTED = ["DRAFT", "ERROR", "SENT"] as const satisfies readonly ResponderResponseState[];

export const responderResponseMachine = defineMachine<
  ResponderResponseState,
  ResponderResponseEvent,
  ResponderResponseRole,
  void
>({
  name: "responderResponse",
  states: RESPONDER_RESPONSE_STATES,
  events: RESPONDER_RESPONSE_EVENTS,
  roles: RESPONDER_RESPONSE_ROLES,
  rules: [
    { from: LISTED, event: "view", to: "stay", by: ["owner"] },
    // Editing an errored response takes it back to draft: it is being prepared again.
    { from: EDITABLE, event: "edit", to: "DRAFT", by: ["owner"] },
    { from: EDITABLE, event: "respond", to: "SENT", by: ["owner"] },
    { from: LISTED, event: "delete", to: "DELETED", by: ["owner"] },
    { from: ["SENT"], event: "sendFailed", to: "ERROR", by: ["system"] },
  ],
});

/** The role of a user towards a response: its author, or anyone else. */
export const responderRoleOf = (userId: string, ownerUserId: string): ResponderResponseRole =>
  userId === ownerUserId ? "owner" : "other";
