import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  changesBetween,
  changeTypeOf,
  creationChanges,
  SNAPSHOT_FIELDS,
  type LocationSnapshot,
} from "./location-changes.ts";

const text = fc.option(fc.string({ maxLength: 6 }), { nil: null });
const snapshot: fc.Arbitrary<LocationSnapshot> = fc.record({
  knownProvider: text,
  site: text,
  name: fc.string({ maxLength: 6 }),
  address1: fc.string({ maxLength: 6 }),
  address2: text,
  city: fc.string({ maxLength: 6 }),
  state: fc.string({ maxLength: 2 }),
  zip: fc.string({ maxLength: 5 }),
  phone: text,
  hin: text,
  gln: text,
  type: fc.constantFrom("HOSPITAL", "NON_ACUTE"),
  status: fc.constantFrom("ACTIVE" as const, "CLOSED" as const),
});

describe("location history", () => {
  it("records exactly the fields that differ, each with its old and new value", () => {
    fc.assert(
      fc.property(snapshot, snapshot, (before, after) => {
        const changes = changesBetween(before, after);
        for (const field of SNAPSHOT_FIELDS) {
          if (before[field] === after[field]) expect(changes[field]).toBeUndefined();
          else expect(changes[field]).toEqual({ from: before[field], to: after[field] });
        }
      }),
    );
  });

  it("records nothing when nothing changed", () => {
    fc.assert(
      fc.property(snapshot, (s) => {
        expect(changesBetween(s, { ...s })).toEqual({});
      }),
    );
  });

  it("names closing and reopening, anything else is an update", () => {
    expect(changeTypeOf("ACTIVE", "CLOSED")).toBe("CLOSED");
    expect(changeTypeOf("CLOSED", "ACTIVE")).toBe("REOPENED");
    expect(changeTypeOf("ACTIVE", "ACTIVE")).toBe("UPDATED");
    expect(changeTypeOf("CLOSED", "CLOSED")).toBe("UPDATED");
  });

  it("a creation lists every filled field from nothing", () => {
    fc.assert(
      fc.property(snapshot, (s) => {
        const changes = creationChanges(s);
        for (const field of SNAPSHOT_FIELDS)
          expect(changes[field]).toEqual(
            s[field] === null || s[field] === "" ? undefined : { from: null, to: s[field] },
          );
      }),
    );
  });
});
