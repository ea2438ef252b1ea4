import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { EMPTY_ID, isUuid } from "./ids.ts";

describe("isUuid", () => {
  it("accepts every UUID in either case, the spec's empty id included", () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(isUuid(id)).toBe(true);
        expect(isUuid(id.toUpperCase())).toBe(true);
      }),
    );
    expect(isUuid(EMPTY_ID)).toBe(true);
  });

  it("refuses anything that is not exactly a UUID", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.string({ minLength: 1, maxLength: 3 }), (id, extra) => {
        expect(isUuid(`${id}${extra}`)).toBe(false);
        expect(isUuid(` ${id}`)).toBe(false);
        expect(isUuid(id.replaceAll("-", ""))).toBe(false);
      }),
    );
    expect(isUuid("0")).toBe(false);
    expect(isUuid("g0000000-0000-0000-0000-000000000000")).toBe(false);
  });
});
