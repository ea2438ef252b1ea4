import { describe, expect, it } from "vitest";
import { LABELS_EN } from "#core/translations/labels.en.ts";
import { LABELS_VI } from "#core/translations/labels.vi.ts";
import { resources } from "./resources.ts";
import { keyDifferences } from "./key-paths.ts";
import { nestKeys } from "./nest-keys.ts";
import en from "./en.ts";
import vi from "./vi.ts";

describe("translations", () => {
  it("has the same keys in en and vi", () => {
    expect(keyDifferences(resources.en.translation, resources.vi.translation)).toEqual({
      onlyInA: [],
      onlyInB: [],
    });
  });

  it("has the same status catalogue keys in en and vi", () => {
    expect(keyDifferences(nestKeys(LABELS_EN), nestKeys(LABELS_VI))).toEqual({ onlyInA: [], onlyInB: [] });
  });

  it("detects a key missing from one side", () => {
    expect(keyDifferences({ a: { b: "x", c: "y" } }, { a: { b: "x" }, d: "z" })).toEqual({
      onlyInA: ["a.c"],
      onlyInB: ["d"],
    });
  });

  it("nests flat dotted keys", () => {
    expect(nestKeys({ "status.a.X": "x", "status.a.Y": "y", "menu.b": "b" })).toEqual({
      status: { a: { X: "x", Y: "y" } },
      menu: { b: "b" },
    });
  });

  it("has no empty text in the app's own files", () => {
    for (const [lang, file] of [
      ["en", en],
      ["vi", vi],
    ] as const) {
      const walk = (value: unknown, path: string): void => {
        if (typeof value === "string") expect(value.trim(), `${lang}:${path}`).not.toBe("");
        else for (const [k, v] of Object.entries(value as object)) walk(v, `${path}.${k}`);
      };
      walk(file, "");
    }
  });
});
