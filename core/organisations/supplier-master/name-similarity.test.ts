import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { normaliseSupplierName } from "./normalise-name.ts";
import { candidateWords, KNOWN_SUPPLIER_THRESHOLD, supplierNameSimilarity } from "./name-similarity.ts";

describe("supplierNameSimilarity", () => {
  it("scores spellings of one firm 1", () => {
    expect(supplierNameSimilarity("Pall Corporation", "PALL CORP.")).toBe(1);
    expect(supplierNameSimilarity("Acme Medical", "Acme Medical, Inc.")).toBe(1);
  });

  it("offers look-alike names and not unrelated ones (examples on both sides of the threshold)", () => {
    const offered = [
      ["Acme Medical", "ACME MEDICAL DEVICES"],
      ["Northwind Distribution", "Northwind Medical Distribution"],
      ["Cardinal Health", "CARDINAL HEALTHCARE"],
      ["Philips Medical Systems", "Philips Medical Systems North America Co. Phillips"],
    ] as const;
    const notOffered = [
      ["Acme Medical", "Medline Industries Inc"],
      ["Northwind Distribution", "North American Rescue LLC."],
      ["Acme Medical", "Abbott Laboratories"],
      ["Pall Corporation", "Pallimed Solutions"],
      ["Abbott Molecular", "Abbott Laboratories"],
    ] as const;
    for (const [a, b] of offered)
      expect(supplierNameSimilarity(a, b), `${a} / ${b}`).toBeGreaterThanOrEqual(KNOWN_SUPPLIER_THRESHOLD);
    for (const [a, b] of notOffered)
      expect(supplierNameSimilarity(a, b), `${a} / ${b}`).toBeLessThan(KNOWN_SUPPLIER_THRESHOLD);
  });

  it("is symmetric and between 0 and 1", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const s = supplierNameSimilarity(a, b);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(1);
        expect(supplierNameSimilarity(b, a)).toBeCloseTo(s, 12);
      }),
    );
  });

  it("scores a name against itself 1 unless nothing of it is left after normalising", () => {
    fc.assert(
      fc.property(fc.string(), (a) => {
        expect(supplierNameSimilarity(a, a)).toBe(normaliseSupplierName(a) === "" ? 0 : 1);
      }),
    );
  });

  it("scores names with no letter pair in common 0", () => {
    expect(supplierNameSimilarity("abc", "xyz")).toBe(0);
    expect(supplierNameSimilarity("", "Acme")).toBe(0);
  });
});

describe("candidateWords", () => {
  it("keeps the normalised words of three letters or more, once each", () => {
    expect(candidateWords("The Acme Medical Co of Acme, Inc.")).toEqual(["acme", "medical"]);
  });
});
