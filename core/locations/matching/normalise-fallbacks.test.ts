import { describe, expect, it } from "vitest";
import { normaliseAddress } from "./normalise-address.ts";
import { normaliseZip } from "./normalise-contact.ts";
import { normaliseName } from "./normalise-name.ts";

describe("normaliseAddress edge lines", () => {
  it("drops a C/O line as delivery instruction", () => {
    expect(normaliseAddress("C/O Materials Management", "500 Elm Street")).toEqual({
      number: "500",
      street: "ELM ST",
      core: "ELM",
      poBox: "",
    });
  });

  it("keeps a street whose name is the letter C", () => {
    expect(normaliseAddress("C Street")).toEqual({ number: "", street: "C ST", core: "C", poBox: "" });
  });

  it("gives an empty address when every line is an instruction or unit", () => {
    expect(normaliseAddress("ATTN: Receiving", "Suite 200")).toEqual({
      number: "",
      street: "",
      core: "",
      poBox: "",
    });
  });

  it("keeps a PO box with letters in its number as digits only", () => {
    expect(normaliseAddress("PO Box A12B")).toMatchObject({ poBox: "12", number: "", street: "" });
  });
});

describe("normaliseZip on input without digits", () => {
  it("returns an empty key for empty, blank and non-numeric values", () => {
    expect(normaliseZip("")).toBe("");
    expect(normaliseZip("   ")).toBe("");
    expect(normaliseZip("-1234")).toBe("");
    expect(normaliseZip("N/A")).toBe("");
  });
});

describe("normaliseName department suffixes", () => {
  it("keeps a name that is nothing but a department phrase", () => {
    expect(normaliseName("Blood Bank").tokens).toEqual(["BLOOD", "BANK"]);
  });

  it("removes a department word after the facility name", () => {
    expect(normaliseName("Mercy Blood Bank").tokens).toEqual(["MERCY"]);
  });
});
