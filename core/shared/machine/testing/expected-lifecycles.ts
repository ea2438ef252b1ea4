/**
 * The lifecycles as docs/domain-rules.md states them, typed out by hand: for every state and role, the events
 * accepted when every guard is satisfied and the state each one leads to. Anything not listed is refused.
 * Tests compare the machines against this data, never against the machines' own rule lists, so changing a
 * rule in a lifecycle file (testing/machines.ts lists them) without changing this file fails a test.
 */
export type ExpectedTable = Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>
>;

export interface ExpectedLifecycle {
  readonly states: readonly string[];
  readonly events: readonly string[];
  readonly roles: readonly string[];
  /** state → role → event → next state, with a context where every guard passes. */
  readonly table: ExpectedTable;
  /** States that no accepted event ever leaves (domain-rules: "final"). */
  readonly final: readonly string[];
}

const MARKS = {
  markCovered: "Covered",
  markNotCovered: "NotCovered",
  markInvalid: "Invalid",
  markEmailed: "Emailed",
} as const;

export const EXPECTED = {
  communication: {
    states: ["DRAFT", "APPROVED", "OPEN", "CLOSED", "DELETED"],
    events: ["edit", "approve", "send", "close", "reopen", "delete", "postUpdate", "changeLocationStatus"],
    roles: ["supplier", "operator"],
    table: {
      DRAFT: {
        supplier: { edit: "DRAFT", approve: "APPROVED", delete: "DELETED", changeLocationStatus: "DRAFT" },
        operator: { delete: "DELETED" },
      },
      APPROVED: {
        supplier: { edit: "DRAFT", send: "OPEN", delete: "DELETED", changeLocationStatus: "APPROVED" },
        operator: { delete: "DELETED" },
      },
      OPEN: {
        supplier: {
          edit: "OPEN",
          send: "OPEN",
          close: "CLOSED",
          postUpdate: "OPEN",
          changeLocationStatus: "OPEN",
        },
        operator: {},
      },
      CLOSED: { supplier: { reopen: "OPEN" }, operator: {} },
      DELETED: { supplier: {}, operator: {} },
    },
    final: ["DELETED"],
  },
  providerCopy: {
    states: ["OPEN", "NOTCOMPLETED", "COMPLETED"],
    events: ["view", "edit", "acknowledge", "respond", "complete", "reopen"],
    roles: ["provider", "delegate"],
    table: {
      OPEN: {
        provider: {
          view: "OPEN",
          edit: "OPEN",
          acknowledge: "NOTCOMPLETED",
          respond: "NOTCOMPLETED",
          complete: "COMPLETED",
        },
        delegate: { respond: "NOTCOMPLETED" },
      },
      NOTCOMPLETED: {
        provider: {
          view: "NOTCOMPLETED",
          edit: "NOTCOMPLETED",
          acknowledge: "NOTCOMPLETED",
          respond: "NOTCOMPLETED",
          complete: "COMPLETED",
        },
        delegate: { respond: "NOTCOMPLETED" },
      },
      COMPLETED: { provider: { view: "COMPLETED", reopen: "NOTCOMPLETED" }, delegate: {} },
    },
    final: [],
  },
  delivery: {
    states: [
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
    ],
    events: [
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
    ],
    roles: ["system", "supplier"],
    table: {
      PENDING: { system: { dispatch: "SENDING", templateMissing: "ERROR_MISSING_TEMPLATE" }, supplier: {} },
      SENDING: {
        system: { accepted: "SENT", sendFailed: "ERROR_SENDING", templateMissing: "ERROR_MISSING_TEMPLATE" },
        supplier: {},
      },
      SENT: {
        system: {
          delivered: "DELIVERED",
          bounced: "BOUNCE",
          opened: "OPENED",
          clicked: "CLICKED",
          complained: "COMPLAINT",
        },
        supplier: {},
      },
      DELIVERED: {
        system: { bounced: "BOUNCE", opened: "OPENED", clicked: "CLICKED", complained: "COMPLAINT" },
        supplier: {},
      },
      // Out-of-order webhooks never move a delivery back.
      OPENED: { system: { opened: "OPENED", clicked: "CLICKED", complained: "COMPLAINT" }, supplier: {} },
      CLICKED: { system: { opened: "CLICKED", clicked: "CLICKED", complained: "COMPLAINT" }, supplier: {} },
      BOUNCE: { system: {}, supplier: { resend: "PENDING" } },
      COMPLAINT: { system: {}, supplier: {} },
      ERROR_SENDING: { system: { retry: "PENDING", giveUp: "ERROR" }, supplier: {} },
      ERROR_MISSING_TEMPLATE: { system: { retry: "PENDING", giveUp: "ERROR" }, supplier: {} },
      ERROR: { system: {}, supplier: { resend: "PENDING" } },
    },
    final: ["COMPLAINT"],
  },
  locationVerification: {
    states: ["UNVERIFIED", "Covered", "NotCovered", "Invalid", "Emailed"],
    events: ["markCovered", "markNotCovered", "markInvalid", "markEmailed", "reset"],
    roles: ["provider", "operator"],
    table: {
      UNVERIFIED: { provider: MARKS, operator: MARKS },
      Covered: { provider: MARKS, operator: { ...MARKS, reset: "UNVERIFIED" } },
      NotCovered: { provider: MARKS, operator: { ...MARKS, reset: "UNVERIFIED" } },
      // Invalid rows vanish from the provider's list: only the operator revisits them.
      Invalid: { provider: {}, operator: { ...MARKS, reset: "UNVERIFIED" } },
      Emailed: { provider: MARKS, operator: { ...MARKS, reset: "UNVERIFIED" } },
    },
    final: [],
  },
  preprocessorJob: {
    states: ["PENDING", "IN PROGRESS", "COMPLETED", "ERROR", "DEACTIVATED"],
    events: ["start", "finish", "fail", "retry", "delete"],
    roles: ["system", "operator"],
    table: {
      PENDING: { system: { start: "IN PROGRESS", fail: "ERROR" }, operator: { delete: "DEACTIVATED" } },
      "IN PROGRESS": { system: { finish: "COMPLETED", fail: "ERROR" }, operator: {} },
      COMPLETED: { system: {}, operator: { delete: "DEACTIVATED" } },
      ERROR: { system: {}, operator: { retry: "PENDING", delete: "DEACTIVATED" } },
      DEACTIVATED: { system: {}, operator: {} },
    },
    final: ["DEACTIVATED"],
  },
  responderResponse: {
    states: ["DRAFT", "SENT", "ERROR", "DELETED"],
    events: ["view", "edit", "respond", "delete", "sendFailed"],
    roles: ["owner", "other", "system"],
    table: {
      DRAFT: {
        owner: { view: "DRAFT", edit: "DRAFT", respond: "SENT", delete: "DELETED" },
        other: {},
        system: {},
      },
      SENT: { owner: { view: "SENT", delete: "DELETED" }, other: {}, system: { sendFailed: "ERROR" } },
      ERROR: {
        owner: { view: "ERROR", edit: "DRAFT", respond: "SENT", delete: "DELETED" },
        other: {},
        system: {},
      },
      DELETED: { owner: {}, other: {}, system: {} },
    },
    final: ["DELETED"],
  },
} as const satisfies Record<string, ExpectedLifecycle>;

/** The expected next state, or undefined when the event is refused (in a context where every guard passes). */
export const expectedNext = (
  lifecycle: ExpectedLifecycle,
  state: string,
  event: string,
  role: string,
): string | undefined => lifecycle.table[state]?.[role]?.[event];
