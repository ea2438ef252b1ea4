import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { LEGAL_FORM_WORDS, normaliseSupplierName } from "./normalise-name.ts";

const word = fc
  .stringMatching(/^[a-z][a-z0-9]{2,9}$/)
  .filter((w) => !LEGAL_FORM_WORDS.has(w) && w !== "the" && w !== "and");
const firmName = fc.array(word, { minLength: 1, maxLength: 4 });
const legalForm = fc.constantFrom(
  " Inc",
  " Inc.",
  ", Inc.",
  " LLC",
  ", L.L.C.",
  " Corp",
  " Corporation",
  " Co.",
  " GmbH",
  " Ltd",
);

describe("normaliseSupplierName", () => {
  it("reads the openFDA spellings of one firm as the same name", () => {
    expect(normaliseSupplierName("Abbott Laboratories")).toBe("abbott laboratories");
    expect(normaliseSupplierName("Abbott Laboratories, Inc")).toBe("abbott laboratories");
    expect(normaliseSupplierName("ABBOTT LABORATORIES INC.")).toBe("abbott laboratories");
    expect(normaliseSupplierName("  The  Pall   Corporation ")).toBe("pall");
    expect(normaliseSupplierName("A&H Focal Inc.")).toBe("a and h focal");
    expect(normaliseSupplierName("Hôpital Médical S.A.")).toBe("hopital medical");
  });

  it("keeps legal-form words that are not at the end, and a name made only of them", () => {
    expect(normaliseSupplierName("Co-Diagnostics Inc")).toBe("co diagnostics");
    expect(normaliseSupplierName("Inc Research LLC")).toBe("inc research");
    expect(normaliseSupplierName("Co Inc")).toBe("co");
    expect(normaliseSupplierName("The")).toBe("the");
    expect(normaliseSupplierName("!!!")).toBe("");
  });

  it("keeps different firms apart", () => {
    expect(normaliseSupplierName("Abbott Molecular")).not.toBe(normaliseSupplierName("Abbott Laboratories"));
    expect(normaliseSupplierName("Medline Industries Inc")).toBe("medline industries");
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const once = normaliseSupplierName(name);
        expect(normaliseSupplierName(once)).toBe(once);
      }),
    );
  });

  it("ignores case, punctuation, spacing and a trailing legal form", () => {
    fc.assert(
      fc.property(firmName, legalForm, fc.boolean(), (words, form, shout) => {
        const plain = words.join(" ");
        const decorated = `${shout ? plain.toUpperCase() : plain}${form}`.replace(/ /g, shout ? "  " : " ");
        expect(normaliseSupplierName(decorated)).toBe(plain);
      }),
    );
  });

  it("produces only lower-case letters, digits and single spaces", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (name) => {
        expect(normaliseSupplierName(name)).toMatch(/^([a-z0-9]+( [a-z0-9]+)*)?$/);
      }),
    );
  });
});
