import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ValidationFailed } from "#core/shared/errors.ts";
import { MAX_INPUT_DEPTH, MAX_REPORTED_FIELDS, decodeInput } from "./decode.ts";

const nested = (depth: number): unknown => JSON.parse(`{"a":${"[".repeat(depth)}${"]".repeat(depth)}}`);
const Anything = Schema.Struct({ a: Schema.optional(Schema.Unknown) });

describe("decodeInput on deeply nested input", () => {
  it("refuses input nested deeper than the limit as invalid input, not a crash (fuzz: 5000 levels were a 500)", () => {
    for (const depth of [MAX_INPUT_DEPTH, 5000, 100_000]) {
      let thrown: unknown;
      try {
        decodeInput(Anything, nested(depth), "body");
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ValidationFailed);
      expect((thrown as ValidationFailed).message).toMatch(/nested too deeply/);
    }
  });

  it("accepts input nested up to the limit", () => {
    expect(decodeInput(Anything, nested(MAX_INPUT_DEPTH - 1), "body")).toBeDefined();
  });
});

describe("decodeInput on many unstorable strings", () => {
  it("lists at most MAX_REPORTED_FIELDS problems, so a large bad body gets a small answer", () => {
    let thrown: unknown;
    try {
      decodeInput(Anything, { a: Array.from({ length: 10_000 }, () => "\u0000") }, "body");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationFailed);
    const { fields } = thrown as ValidationFailed;
    expect(fields).toHaveLength(MAX_REPORTED_FIELDS);
    expect(fields?.[0]).toEqual({
      field: "a.0",
      message: "a.0 must not contain the NUL character (U+0000)",
      code: "request.unstorable",
      params: { field: "a.0" },
    });
  });
});
