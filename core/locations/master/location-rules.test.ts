import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isGln, isHin, knownLocationFields, knownLocationProblems } from "./location-rules.ts";
import type { KnownLocationInput } from "./known-location.ts";

/** The GS1 check digit written out from the standard's description (weights 1,3,1,3... from the left of 12). */
const gs1CheckDigit = (twelve: string): number => {
  let odd = 0;
  let even = 0;
  for (let i = 0; i < 12; i++) {
    if (i % 2 === 0) odd += Number(twelve[i]);
    else even += Number(twelve[i]);
  }
  return (10 - ((odd + 3 * even) % 10)) % 10;
};

const valid: KnownLocationInput = {
  knownProviderId: "0190a0b0-0000-7000-8000-000000000001",
  name: "Mobile Infirmary",
  address1: "5 Mobile Infirmary Cir",
  city: "Mobile",
  state: "AL",
  zip: "36607",
  type: "HOSPITAL",
};

describe("GLN", () => {
  it("accepts published GS1 examples and refuses them with another check digit", () => {
    expect(isGln("0614141000005")).toBe(true);
    expect(isGln("4000001000005")).toBe(true);
    expect(isGln("0614141000006")).toBe(false);
    expect(isGln("061414100000")).toBe(false);
    expect(isGln("06141410000050")).toBe(false);
    expect(isGln("061414100000A")).toBe(false);
  });

  it("accepts exactly one check digit for every 12-digit body", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), fc.integer({ min: 0, max: 9 }), (body, digit) => {
        expect(isGln(`${body}${digit}`)).toBe(digit === gs1CheckDigit(body));
      }),
    );
  });
});

describe("HIN", () => {
  it("is 9 letters or digits, nothing shorter, longer or with punctuation", () => {
    expect(isHin("AB1234567")).toBe(true);
    expect(isHin("ab1234567")).toBe(true);
    expect(isHin("AB123456")).toBe(false);
    expect(isHin("AB12345678")).toBe(false);
    expect(isHin("AB-234567")).toBe(false);
  });
});

describe("location form rules", () => {
  it("finds nothing wrong with a valid location", () => {
    expect(knownLocationProblems(valid)).toEqual([]);
  });

  it("names each wrong field once, in form order", () => {
    const problems = knownLocationProblems({
      ...valid,
      knownProviderId: " ",
      name: "",
      zip: "10001",
      phone: "call us",
      hin: "1",
      gln: "123",
    });
    expect(problems.map((p) => p.field)).toEqual(["knownProviderId", "name", "zip", "phone", "hin", "gln"]);
    expect(problems.find((p) => p.field === "zip")?.message).toBe("ZIP code 10001 is not in AL");
  });

  it("refuses a name over 200 characters and accepts one of exactly 200", () => {
    expect(knownLocationProblems({ ...valid, name: "x".repeat(200) })).toEqual([]);
    expect(knownLocationProblems({ ...valid, name: "x".repeat(201) }).map((p) => p.field)).toEqual(["name"]);
  });

  it("stores blanks as null, trims, collapses the name's spaces and upper-cases state and HIN", () => {
    fc.assert(
      fc.property(fc.constantFrom("", "  ", null, undefined), (blank) => {
        const fields = knownLocationFields({
          ...valid,
          name: "  Mobile   Infirmary ",
          state: " al ",
          address2: blank,
          phone: blank,
          hin: " ab1234567 ",
          gln: blank,
          providerSiteId: blank,
        });
        expect(fields).toMatchObject({
          name: "Mobile Infirmary",
          state: "AL",
          address2: null,
          phone: null,
          hin: "AB1234567",
          gln: null,
          providerSiteId: null,
          status: "ACTIVE",
        });
      }),
    );
  });
});
