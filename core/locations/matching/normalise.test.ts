import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseAddress } from "./normalise-address.ts";
import { normalisePhone, normaliseZip } from "./normalise-contact.ts";
import { normaliseName } from "./normalise-name.ts";
import { normaliseText } from "./normalise-text.ts";

describe("normaliseText", () => {
  it("upper-cases, drops accents and apostrophes, spells out &", () => {
    expect(normaliseText("St. Mary's  Médical & Co.")).toBe("ST MARYS MEDICAL AND CO");
  });
  it("is idempotent", () => {
    fc.assert(fc.property(fc.string(), (s) => normaliseText(normaliseText(s)) === normaliseText(s)));
  });
});

describe("normaliseAddress", () => {
  it("standardises suffixes and directions (USPS Publication 28)", () => {
    const a = normaliseAddress("1447 North Harrison Street");
    const b = normaliseAddress("1447 N HARRISON ST");
    expect(a).toEqual(b);
    expect(a).toMatchObject({ number: "1447", street: "N HARRISON ST", core: "HARRISON" });
  });
  it("keeps suite, dock, ATTN and PO box lines out of the street", () => {
    expect(normaliseAddress("1720 UNIVERSITY BLVD STE 305")).toMatchObject({
      number: "1720",
      core: "UNIVERSITY",
    });
    expect(normaliseAddress("1926 OAK STREET, PO BOX 389")).toMatchObject({
      number: "1926",
      core: "OAK",
      poBox: "389",
    });
    expect(normaliseAddress("ATTN: RECEIVING", "35 Miles Street")).toMatchObject({
      number: "35",
      core: "MILES",
    });
    expect(normaliseAddress("83825 HIGHWAY 9    P O BOX 1270")).toMatchObject({
      number: "83825",
      core: "HWY 9",
      poBox: "1270",
    });
    expect(normaliseAddress("PO BOX 287", "LOADING DOCK")).toMatchObject({ number: "", poBox: "287" });
  });
  it("reads number words and ranges", () => {
    expect(normaliseAddress("ONE HOSPITAL DR SE").number).toBe("1");
    expect(normaliseAddress("202-206 MILBY STREET")).toMatchObject({ number: "202", core: "MILBY" });
    expect(normaliseAddress("1324 FIFTH NORTH STREET").street).toBe("5TH N ST");
  });
  it("is stable: normalising the normalised street changes nothing", () => {
    const words = fc.constantFrom(
      "NORTH",
      "N",
      "STREET",
      "ST",
      "AVENUE",
      "MAIN",
      "OAK",
      "SUITE",
      "12",
      "PO",
      "BOX",
      "DOCK",
    );
    fc.assert(
      fc.property(fc.nat(9999), fc.array(words, { maxLength: 6 }), (n, ws) => {
        const once = normaliseAddress(`${n + 1} ${ws.join(" ")}`);
        const twice = normaliseAddress(`${once.number} ${once.street}`);
        return twice.street === once.street && twice.core === once.core;
      }),
    );
  });
});

describe("normaliseZip and normalisePhone", () => {
  it("pads ZIPs that lost leading zeros and cuts ZIP+4", () => {
    expect(normaliseZip("4543")).toBe("04543");
    expect(normaliseZip("61443-2121")).toBe("61443");
    expect(normaliseZip("614432121")).toBe("61443");
    expect(normaliseZip("n/a")).toBe("");
  });
  it("keeps ten digits whatever the format", () => {
    for (const p of ["(334) 793-8701", "334.793.8701", "3347938701", "+1 334 793 8701", "334-793-8701 x12"]) {
      expect(normalisePhone(p)).toBe("3347938701");
    }
    expect(normalisePhone("793-8701")).toBe("");
  });
});

describe("normaliseName", () => {
  it("removes department suffixes and unifies spellings", () => {
    expect(normaliseName("new ulm medical center - PHARMACY").tokens).toEqual([
      "NEW",
      "ULM",
      "MEDICAL",
      "CENTER",
    ]);
    expect(normaliseName("Saint Joseph's Hosp - CATH LAB").tokens).toEqual(["ST", "JOSEPHS", "HOSPITAL"]);
    expect(normaliseName("KAISER FOUNDATION HOSPITAL - SOUTH BAY").head).toEqual([
      "KAISER",
      "FOUNDATION",
      "HOSPITAL",
    ]);
  });
});
