import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jaroWinkler, softTokenSimilarity } from "./string-similarity.ts";

const flat = () => 1;

describe("jaroWinkler", () => {
  it("gives the textbook values", () => {
    expect(jaroWinkler("MARTHA", "MARHTA")).toBeCloseTo(0.961, 3);
    expect(jaroWinkler("DIXON", "DICKSONX")).toBeCloseTo(0.813, 3);
    expect(jaroWinkler("", "A")).toBe(0);
  });
  it("is symmetric, bounded and 1 on equal strings", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (a, b) => {
        const s = jaroWinkler(a, b);
        return (
          s >= 0 && s <= 1 && Math.abs(s - jaroWinkler(b, a)) < 1e-9 && (a === "" || jaroWinkler(a, a) === 1)
        );
      }),
    );
  });
});

describe("softTokenSimilarity", () => {
  it("forgives typos and weights rare words", () => {
    expect(
      softTokenSimilarity(["DAVIS", "COUNTY", "HOSIPTAL"], ["DAVIS", "COUNTY", "HOSPITAL"], flat),
    ).toBeGreaterThan(0.9);
    const weight = (t: string) => (t === "HOSPITAL" ? 0.25 : 5);
    expect(softTokenSimilarity(["ELIZA", "HOSPITAL"], ["NORTH", "HOSPITAL"], weight)).toBeLessThan(0.1);
  });
  it("is 1 on equal token lists and between 0 and 1 always", () => {
    const tokens = fc.array(fc.constantFrom("ST", "MARYS", "MEDICAL", "CENTER", "MERCY", "HOSPITAL"), {
      maxLength: 5,
    });
    fc.assert(
      fc.property(tokens, tokens, (a, b) => {
        const s = softTokenSimilarity(a, b, flat);
        return s >= 0 && s <= 1 && (a.length === 0 || softTokenSimilarity(a, a, flat) === 1);
      }),
    );
  });
});
