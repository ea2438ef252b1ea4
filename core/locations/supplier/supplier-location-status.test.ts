import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROW_DECISIONS } from "../preprocessor/preprocessor-job.ts";
import {
  MAPPING_LABELS,
  STORED_VERIFICATION,
  SUPPLIER_ROW_STATUS_LABELS,
  supplierRowStatus,
  VERIFICATION_LABELS,
  VERIFICATION_STATUSES,
  verificationStatusOf,
} from "./supplier-location-status.ts";

/**
 * Written from the issue and DOMAIN §3, not from the code: a provider's mark is the row's status; without one,
 * a mapped row (matched or confirmed) waits for its provider, the others stay where the mapping stands.
 */
const EXPECTED: Record<string, Record<string, string>> = {
  matched: {
    null: "Unverified",
    Covered: "Covered",
    NotCovered: "Not Covered",
    Invalid: "Invalid",
    Emailed: "Emailed",
  },
  confirmed: {
    null: "Unverified",
    Covered: "Covered",
    NotCovered: "Not Covered",
    Invalid: "Invalid",
    Emailed: "Emailed",
  },
  review: { null: "In review", Invalid: "Invalid" },
  unmatched: { null: "Unmatched" },
  rejected: { null: "Rejected", Invalid: "Invalid" },
};

describe("supplier-facing status vocabulary", () => {
  it("labels each mapping and verification as the supplier screens say it", () => {
    expect(MAPPING_LABELS).toEqual({
      matched: "Matched",
      confirmed: "Confirmed",
      review: "In review",
      unmatched: "Unmatched",
      rejected: "Rejected",
    });
    expect(VERIFICATION_LABELS).toEqual({
      unverified: "Unverified",
      covered: "Covered",
      notcovered: "Not Covered",
      invalid: "Invalid",
      emailed: "Emailed",
    });
  });

  it("gives each row the status of the expected table", () => {
    for (const [decision, byVerification] of Object.entries(EXPECTED))
      for (const [stored, label] of Object.entries(byVerification)) {
        const status = supplierRowStatus(decision as never, stored === "null" ? null : stored);
        expect(SUPPLIER_ROW_STATUS_LABELS[status], `${decision} × ${stored}`).toBe(label);
      }
  });

  it("reads stored verification values back to their codes, and anything unknown as unverified", () => {
    for (const code of VERIFICATION_STATUSES)
      expect(verificationStatusOf(STORED_VERIFICATION[code])).toBe(code);
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!["Covered", "NotCovered", "Invalid", "Emailed"].includes(text));
        expect(verificationStatusOf(text)).toBe("unverified");
      }),
    );
  });

  it("puts every row in exactly one status, mapped rows never in review, unmatched or rejected", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROW_DECISIONS),
        fc.constantFrom(null, "Covered", "NotCovered", "Invalid", "Emailed"),
        (decision, stored) => {
          const status = supplierRowStatus(decision, stored);
          if (stored !== null) expect(status).toBe(verificationStatusOf(stored));
          else if (decision === "matched" || decision === "confirmed") expect(status).toBe("unverified");
          else expect(status).toBe(decision);
        },
      ),
    );
  });
});
