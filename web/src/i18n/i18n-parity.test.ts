import { describe, expect, it } from "vitest";
import { resources } from "./resources.ts";
import { keyDifferences } from "./key-paths.ts";

describe("translations", () => {
  it("has the same keys in en and vi", () => {
    expect(keyDifferences(resources.en.translation, resources.vi.translation)).toEqual({
      onlyInA: [],
      onlyInB: [],
    });
  });

  it("detects a key missing from one side", () => {
    expect(keyDifferences({ a: { b: "x", c: "y" } }, { a: { b: "x" }, d: "z" })).toEqual({
      onlyInA: ["a.c"],
      onlyInB: ["d"],
    });
  });

  it("has no empty text", () => {
    for (const lang of ["en", "vi"] as const) {
      const walk = (value: unknown, path: string): void => {
        if (typeof value === "string") expect(value.trim(), `${lang}:${path}`).not.toBe("");
        else for (const [k, v] of Object.entries(value as object)) walk(v, `${path}.${k}`);
      };
      walk(resources[lang].translation, "");
    }
  });
});
