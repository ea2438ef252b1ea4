import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  organisationNameKey,
  repeatedNames,
  sameOrganisationName,
  tidyOrganisationName,
} from "./organisation-name.ts";

describe("organisation names", () => {
  it("are the same regardless of case and runs of spaces, and keep the person's capitals", () => {
    expect(sameOrganisationName("Acme  Medical", " acme medical ")).toBe(true);
    expect(sameOrganisationName("ＡＣＭＥ Medical", "acme medical")).toBe(true);
    expect(sameOrganisationName("Acme Medical", "Acme Medical Inc")).toBe(false);
    expect(tidyOrganisationName("  Baxter   Healthcare ")).toBe("Baxter Healthcare");
  });

  it("property: the key ignores case and spacing, and tidying keeps the key", () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (name, upper) => {
        const variant = ` ${(upper ? name.toUpperCase() : name.toLowerCase()).replace(/ /g, "  ")} `;
        expect(organisationNameKey(tidyOrganisationName(name))).toBe(organisationNameKey(name));
        if (name.toUpperCase().toLowerCase() === name.toLowerCase())
          expect(organisationNameKey(variant)).toBe(organisationNameKey(name.toLowerCase()));
      }),
    );
  });

  it("property: repeats point at the first row with the same key, and every repeat is found", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("Acme", "acme ", "Baxter", "BAXTER", "Stryker", ""), { maxLength: 20 }),
        (names) => {
          const repeats = repeatedNames(names);
          for (const { index, firstIndex } of repeats) {
            expect(firstIndex).toBeLessThan(index);
            expect(organisationNameKey(names[index]!)).toBe(organisationNameKey(names[firstIndex]!));
            expect(names.slice(0, firstIndex).some((n) => sameOrganisationName(n, names[index]!))).toBe(
              false,
            );
          }
          const distinct = new Set(names.map(organisationNameKey).filter(Boolean)).size;
          expect(repeats.length).toBe(names.filter((n) => organisationNameKey(n) !== "").length - distinct);
        },
      ),
    );
  });
});
