import { describe, expect, it } from "vitest";
import { cleanAddress, isValidState, isValidZip } from "./address.ts";

describe("address rules", () => {
  it("takes 5-digit ZIPs and ZIP+4, nothing else", () => {
    for (const zip of ["55401", "78701-1234", " 02115 "]) expect(isValidZip(zip), zip).toBe(true);
    for (const zip of ["5540", "554011", "55401-12", "ABCDE", "55401 1234", ""])
      expect(isValidZip(zip), zip).toBe(false);
  });

  it("takes US state and territory codes in any case", () => {
    for (const state of ["MN", "tx", "DC", "PR"]) expect(isValidState(state), state).toBe(true);
    for (const state of ["ZZ", "Minnesota", "M", ""]) expect(isValidState(state), state).toBe(false);
  });

  it("stores trimmed values, blanks as null and the state in capitals", () => {
    expect(
      cleanAddress({ address1: " 1 Main St ", address2: "  ", city: "Austin", state: "tx", zip: "78701" }),
    ).toEqual({
      address1: "1 Main St",
      address2: null,
      city: "Austin",
      state: "TX",
      zip: "78701",
      phone: null,
    });
  });
});
