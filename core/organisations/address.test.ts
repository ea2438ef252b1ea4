import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addressProblems, isZipForm, normaliseAddress, US_STATE_CODES, zipInState } from "./address.ts";

const good = { address1: "100 Innovation Way", city: "Minneapolis", state: "MN", zip: "55401" };
const codes = (address: Parameters<typeof addressProblems>[0]) =>
  addressProblems(address).map(({ field, code }) => `${field}:${code}`);

describe("address rule", () => {
  it("accepts a real address, in any case and spacing, and with ZIP+4", () => {
    expect(addressProblems(good)).toEqual([]);
    expect(addressProblems({ ...good, state: " mn ", zip: "55401-1234" })).toEqual([]);
    expect(normaliseAddress({ ...good, state: " mn ", zip: "554011234", address2: "  " })).toEqual({
      address1: "100 Innovation Way",
      address2: null,
      city: "Minneapolis",
      state: "MN",
      zip: "55401-1234",
    });
  });

  it("names each missing or wrong field once, with its message key", () => {
    expect(codes({ address1: " ", city: "", state: "", zip: "" })).toEqual([
      "address1:validation.required",
      "city:validation.required",
      "state:validation.required",
      "zip:validation.required",
    ]);
    expect(codes({ ...good, state: "XX" })).toEqual(["state:address.stateUnknown"]);
    expect(codes({ ...good, zip: "5540" })).toEqual(["zip:address.zipFormat"]);
    expect(codes({ ...good, zip: "ABCDE" })).toEqual(["zip:address.zipFormat"]);
    expect(codes({ ...good, zip: "90210" })).toEqual(["zip:address.zipNotInState"]);
    expect(addressProblems({ ...good, zip: "90210" })[0]?.message).toBe("ZIP code 90210 is not in MN");
    expect(codes({ ...good, city: "x".repeat(101) })).toEqual(["city:address.tooLong"]);
  });

  it("places well-known ZIP codes in their states", () => {
    for (const [zip, state] of [
      ["02115", "MA"],
      ["10001", "NY"],
      ["60601", "IL"],
      ["77030", "TX"],
      ["94305", "CA"],
      ["98101", "WA"],
      ["33101", "FL"],
      ["20001", "DC"],
      ["00901", "PR"],
      ["99501", "AK"],
    ])
      expect(zipInState(zip!, state!), `${zip} ${state}`).toBe(true);
    expect(zipInState("10001", "CA")).toBe(false);
    expect(zipInState("10001", "ZZ")).toBe(false);
  });

  it("property: a ZIP that is not five digits (optionally -four) is refused whatever the state", () => {
    const notZip = fc
      .string({ maxLength: 12 })
      .filter((s) => !/^\s*\d{5}(-\d{4})?\s*$/.test(s) && !/^\s*\d{9}\s*$/.test(s));
    fc.assert(
      fc.property(notZip, fc.constantFrom(...US_STATE_CODES), (zip, state) => {
        expect(isZipForm(zip)).toBe(false);
        expect(zipInState(zip, state)).toBe(false);
        expect(addressProblems({ ...good, state, zip }).map((p) => p.field)).toEqual(["zip"]);
      }),
    );
  });

  it("property: each ZIP prefix belongs to few states, and a valid address stays valid after normalising", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (n) => {
        const zip = String(n).padStart(5, "0");
        const states = US_STATE_CODES.filter((state) => zipInState(zip, state));
        // Census ZCTAs cross a few state lines; no prefix may belong to more than three states.
        expect(states.length).toBeLessThanOrEqual(3);
        for (const state of states) {
          const address = { ...good, state: state.toLowerCase(), zip };
          expect(addressProblems(address)).toEqual([]);
          expect(addressProblems(normaliseAddress(address))).toEqual([]);
        }
      }),
    );
  });
});
