import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NumberIds } from "./number-ids.ts";

/** Keys as the blocking index makes them: a family times 2^44 plus a value, so above 2^31 and below 2^53. */
const key = fc.oneof(
  fc.integer({ min: 0, max: 2 ** 31 }),
  fc
    .tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 2 ** 44 - 1 }))
    .map(([f, v]) => f * 2 ** 44 + v),
);

describe("NumberIds", () => {
  it("numbers keys 0, 1, 2… in the order first seen, as a Map would, through every growth", () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 3000 }), fc.array(key, { maxLength: 50 }), (keys, probes) => {
        const ids = new NumberIds(1);
        const reference = new Map<number, number>();
        for (const k of keys) {
          if (!reference.has(k)) reference.set(k, reference.size);
          expect(ids.idOf(k)).toBe(reference.get(k));
        }
        expect(ids.size).toBe(reference.size);
        for (const k of [...keys, ...probes]) expect(ids.find(k)).toBe(reference.get(k) ?? -1);
      }),
      { numRuns: 40 },
    );
  });

  it("tells apart keys that differ only in their high bits (another key family, same value)", () => {
    const ids = new NumberIds();
    expect(ids.idOf(1 * 2 ** 44 + 5)).toBe(0);
    expect(ids.idOf(2 * 2 ** 44 + 5)).toBe(1);
    expect(ids.idOf(5)).toBe(2);
    expect(ids.find(3 * 2 ** 44 + 5)).toBe(-1);
  });

  it("opens a table another thread built: same answers, read from the same shared memory", () => {
    const ids = new NumberIds(2);
    const keys = Array.from({ length: 5000 }, (_, i) => 7 * 2 ** 44 + i * 7919);
    for (const k of keys) ids.idOf(k);
    const table = ids.table();
    expect(table.keys.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(table.size).toBe(5000);
    const opened = NumberIds.open(table);
    expect(opened.size).toBe(5000);
    keys.forEach((k, i) => expect(opened.find(k)).toBe(i));
    expect(opened.find(1)).toBe(-1);
  });
});
