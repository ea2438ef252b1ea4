import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PackedStrings } from "./packed-strings.ts";

const ids = fc.array(fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: "binary", maxLength: 40 })), {
  maxLength: 300,
});

const packed = (values: readonly string[]): PackedStrings => {
  const strings = new PackedStrings();
  for (const value of values) strings.push(value);
  return strings;
};

describe("PackedStrings", () => {
  it("gives back every string as pushed, before and after moving to shared memory", () => {
    fc.assert(
      fc.property(ids, (values) => {
        const strings = packed(values);
        expect(strings.length).toBe(values.length);
        values.forEach((value, i) => expect(strings.at(i)).toBe(value));
        const data = strings.freeze();
        expect(data.units.buffer).toBeInstanceOf(SharedArrayBuffer);
        const opened = PackedStrings.open(data);
        expect(opened.length).toBe(values.length);
        values.forEach((value, i) => expect(opened.at(i)).toBe(value));
      }),
    );
  });

  it("appends another list after its own, as if each string had been pushed here", () => {
    fc.assert(
      fc.property(ids, ids, (first, second) => {
        const strings = packed(first);
        strings.append(packed(second).freeze());
        const all = [...first, ...second];
        expect(strings.length).toBe(all.length);
        all.forEach((value, i) => expect(strings.at(i)).toBe(value));
      }),
    );
  });

  it("keeps a string longer than one String.fromCharCode slice whole", () => {
    const long = "A".repeat(4096) + "B".repeat(5000) + "C";
    const strings = packed(["x", long, "y"]);
    expect(strings.at(1)).toBe(long);
    expect(strings.at(2)).toBe("y");
  });
});
