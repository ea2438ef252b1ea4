import { describe, expect, it } from "vitest";
import { buildingKeyOf } from "./building-key.ts";

describe("building key", () => {
  it("names the same building the same way whatever the suffix, dock line or ZIP+4", () => {
    const a = buildingKeyOf({ address1: "1108 Ross Clark Circle", zip: "36301" });
    const b = buildingKeyOf({ address1: "1108 ROSS CLARK CIR", address2: "DOCK 4", zip: "36301-1234" });
    expect(a).toBe(b);
  });

  it("tells apart two numbers on one street and one number in two ZIP codes", () => {
    const base = buildingKeyOf({ address1: "10 Hospital Drive", zip: "63376" });
    expect(buildingKeyOf({ address1: "12 Hospital Drive", zip: "63376" })).not.toBe(base);
    expect(buildingKeyOf({ address1: "10 Hospital Drive", zip: "63377" })).not.toBe(base);
  });

  it("reads the building from the second line when the first has no street number", () => {
    expect(buildingKeyOf({ address1: "Receiving", address2: "500 North Main Street", zip: "62701" })).toBe(
      "62701|500 MAIN",
    );
  });

  it("keys a street without a house number by the whole street, suffix and directional kept", () => {
    expect(buildingKeyOf({ address1: "North Hospital Drive", zip: "63376" })).toBe("63376|N HOSPITAL DR");
  });

  it("keeps the key within its 200-character column", () => {
    const key = buildingKeyOf({ address1: `1 ${"Long ".repeat(60)}Road`, zip: "10001" });
    expect(key).toHaveLength(200);
    expect(key.startsWith("10001|1 LONG LONG")).toBe(true);
  });
});
