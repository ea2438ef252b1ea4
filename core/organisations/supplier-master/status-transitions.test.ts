import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  nextSupplierMasterStatus,
  supplierMasterActions,
  type SupplierMasterEvent,
  type SupplierMasterRefusal,
} from "./status-transitions.ts";
import { SUPPLIER_MASTER_STATUSES, type SupplierMasterStatus } from "./supplier-master.ts";

type Expected = SupplierMasterStatus | SupplierMasterRefusal;

/**
 * Written from the rules (spec 2 §4 alternative statuses plus this issue): state × event → next state or the
 * refusal. Rows: from; columns: set ACTIVE, set INACTIVE, set DELETED, set PENDING, set LINKED, link.
 */
const EXPECTED: Record<SupplierMasterStatus, [Expected, Expected, Expected, Expected, Expected, Expected]> = {
  PENDING: ["ACTIVE", "INACTIVE", "DELETED", "sameStatus", "onlyByLinking", "LINKED"],
  ACTIVE: ["sameStatus", "INACTIVE", "DELETED", "notAllowed", "onlyByLinking", "LINKED"],
  INACTIVE: ["ACTIVE", "sameStatus", "DELETED", "notAllowed", "onlyByLinking", "notLinkable"],
  DELETED: ["ACTIVE", "notAllowed", "sameStatus", "notAllowed", "onlyByLinking", "notLinkable"],
  LINKED: ["ACTIVE", "unlinkFirst", "unlinkFirst", "unlinkFirst", "sameStatus", "alreadyLinked"],
};
const EVENTS: SupplierMasterEvent[] = [
  { kind: "set", to: "ACTIVE" },
  { kind: "set", to: "INACTIVE" },
  { kind: "set", to: "DELETED" },
  { kind: "set", to: "PENDING" },
  { kind: "set", to: "LINKED" },
  { kind: "link" },
];

const outcomeOf = (from: SupplierMasterStatus, event: SupplierMasterEvent): Expected => {
  const outcome = nextSupplierMasterStatus(from, event);
  return outcome.ok ? outcome.to : outcome.refusal;
};

describe("supplier master status rules", () => {
  it("follow the expected table", () => {
    for (const from of SUPPLIER_MASTER_STATUSES)
      EVENTS.forEach((event, column) =>
        expect(outcomeOf(from, event), `${from} ${JSON.stringify(event)}`).toBe(EXPECTED[from][column]),
      );
  });

  it("unlink only when a linked entry is set back to active", () => {
    for (const from of SUPPLIER_MASTER_STATUSES)
      for (const event of EVENTS) {
        const outcome = nextSupplierMasterStatus(from, event);
        if (outcome.ok) expect(outcome.unlinks).toBe(from === "LINKED" && event.kind === "set");
      }
  });

  it("offer as row actions exactly what the expected table allows", () => {
    const expectedActions: Record<SupplierMasterStatus, string[]> = {
      PENDING: ["edit", "link", "set:ACTIVE", "set:INACTIVE", "set:DELETED"],
      ACTIVE: ["edit", "link", "set:INACTIVE", "set:DELETED"],
      INACTIVE: ["edit", "set:ACTIVE", "set:DELETED"],
      DELETED: ["set:ACTIVE"],
      LINKED: ["edit", "set:ACTIVE"],
    };
    for (const status of SUPPLIER_MASTER_STATUSES)
      expect([...supplierMasterActions(status)]).toEqual(expectedActions[status]);
  });

  it("never reach PENDING again, and reach LINKED only by linking, over any sequence of events", () => {
    const event = fc.constantFrom(...EVENTS);
    fc.assert(
      fc.property(
        fc.constantFrom(...SUPPLIER_MASTER_STATUSES),
        fc.array(event, { maxLength: 30 }),
        (start, events) => {
          let state = start;
          for (const e of events) {
            const outcome = nextSupplierMasterStatus(state, e);
            if (!outcome.ok) continue;
            expect(outcome.to).not.toBe("PENDING");
            if (outcome.to === "LINKED") expect(e.kind).toBe("link");
            expect(SUPPLIER_MASTER_STATUSES).toContain(outcome.to);
            state = outcome.to;
          }
        },
      ),
    );
  });

  it("leave DELETED only by restoring to ACTIVE, and LINKED only by setting ACTIVE", () => {
    for (const terminalish of ["DELETED", "LINKED"] as const)
      for (const e of EVENTS) {
        const outcome = nextSupplierMasterStatus(terminalish, e);
        if (outcome.ok) expect(e).toEqual({ kind: "set", to: "ACTIVE" });
      }
  });
});
