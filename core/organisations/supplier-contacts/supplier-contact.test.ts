import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { duplicateKey, supplierMissing } from "./supplier-contact.ts";

describe("supplier contact rules", () => {
  it("treats the same e-mail at the same supplier name as one contact, whatever the case and spaces", () => {
    expect(duplicateKey({ supplierName: "Acme Medical", email: "Jo@Acme.com" })).toBe(
      duplicateKey({ supplierName: " acme medical ", email: "jo@acme.com " }),
    );
    expect(duplicateKey({ supplierName: "Acme Medical", email: "jo@acme.com" })).not.toBe(
      duplicateKey({ supplierName: "Acme Medical", email: "al@acme.com" }),
    );
    expect(duplicateKey({ supplierName: "Acme", email: "jo@acme.com" })).not.toBe(
      duplicateKey({ supplierName: "Acme Medical", email: "jo@acme.com" }),
    );
  });

  it("never confuses two different suppliers or two different addresses", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.emailAddress(), fc.emailAddress(), (a, b, e1, e2) => {
        const same =
          a.trim().toLowerCase() === b.trim().toLowerCase() && e1.toLowerCase() === e2.toLowerCase();
        expect(
          duplicateKey({ supplierName: a, email: e1 }) === duplicateKey({ supplierName: b, email: e2 }),
        ).toBe(same);
      }),
    );
  });

  it("needs a portal supplier or a typed name", () => {
    expect(supplierMissing({ supplierOrganizationId: null, supplierName: "  " })).toEqual([
      { field: "supplierName", message: "Field required" },
    ]);
    expect(supplierMissing({ supplierOrganizationId: "id", supplierName: null })).toEqual([]);
    expect(supplierMissing({ supplierName: "Baxter" })).toEqual([]);
  });
});
