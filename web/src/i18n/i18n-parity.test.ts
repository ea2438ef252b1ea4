import { describe, expect, it } from "vitest";
import { LABELS_EN } from "#core/translations/labels.en.ts";
import { LABELS_VI } from "#core/translations/labels.vi.ts";
import { FEATURES } from "../app/features.ts";
import { buildResources, SHARED_TEXTS } from "./resources.ts";
import { keyDifferences } from "./key-paths.ts";
import { nestKeys } from "./nest-keys.ts";
import en from "./en.ts";
import vi from "./vi.ts";

const resources = buildResources(FEATURES);

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

  it("gives each namespace to one owner: no feature overwrites shared texts or another feature's", () => {
    const owners = [
      ["shared", Object.keys(SHARED_TEXTS.en)],
      ...FEATURES.map((feature) => [feature.name, Object.keys(feature.texts.en)] as const),
    ] as const;
    const seen = new Map<string, string>();
    for (const [owner, namespaces] of owners)
      for (const namespace of namespaces) {
        expect(
          seen.get(namespace),
          `${owner} and ${seen.get(namespace)} both define ${namespace}`,
        ).toBeUndefined();
        seen.set(namespace, owner);
      }
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
    const files = [
      ["en", en],
      ["vi", vi],
      ...FEATURES.flatMap((feature) => [
        [`${feature.name}.en`, feature.texts.en],
        [`${feature.name}.vi`, feature.texts.vi],
      ]),
    ] as const;
    for (const [lang, file] of files) {
      const walk = (value: unknown, path: string): void => {
        if (typeof value === "string") expect(value.trim(), `${lang}:${path}`).not.toBe("");
        else for (const [k, v] of Object.entries(value as object)) walk(v, `${path}.${k}`);
      };
      walk(file, "");
    }
  });
});
