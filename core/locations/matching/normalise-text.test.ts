import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createLocationMatcher } from "./match-locations.ts";
import { mapTokens, normaliseText, tokens } from "./normalise-text.ts";

describe("normaliseText", () => {
  it("upper-cases, strips accents, spells out & and drops apostrophes", () => {
    expect(normaliseText("  St. Mary’s Hôpital & Clinic ")).toBe("ST MARYS HOPITAL AND CLINIC");
    expect(normaliseText("O'Neil--Clinic")).toBe("ONEIL CLINIC");
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expect(normaliseText(normaliseText(text))).toBe(normaliseText(text));
      }),
    );
  });

  it("splits into tokens, none for blank text, and maps tokens through a table", () => {
    expect(tokens(" -- ")).toEqual([]);
    expect(tokens("Saint Luke's")).toEqual(["SAINT", "LUKES"]);
    expect(mapTokens(["SAINT", "LUKES"], new Map([["SAINT", "ST"]]))).toEqual(["ST", "LUKES"]);
  });
});

describe("identifier matches", () => {
  it("maps a row to the site with the identical GLN even when the address differs", () => {
    const matcher = createLocationMatcher([
      {
        siteId: "g",
        name: "LAB ONE",
        address1: "5 MAIN ST",
        city: "ATLANTA",
        state: "GA",
        zip: "30301",
        gln: "0614141000036",
      },
      {
        siteId: "h",
        name: "LAB TWO",
        address1: "7 OAK ST",
        city: "ATLANTA",
        state: "GA",
        zip: "30301",
        hin: "H1234567",
      },
    ]);
    const base = { name: "Somewhere Else", address1: "1 Other Rd", city: "Macon", state: "GA", zip: "31201" };
    expect(matcher.match({ ...base, locationId: "1", gln: "0614141000036" })).toMatchObject({
      status: "matched",
      siteId: "g",
    });
    expect(matcher.match({ ...base, locationId: "2", hin: "H1234567" })).toMatchObject({
      status: "matched",
      siteId: "h",
    });
  });
});
