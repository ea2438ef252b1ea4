import { describe, expect, it } from "vitest";
import { isTokenValid } from "./token.ts";
import { isVersionPromptExempt } from "./version.ts";

describe("session edges", () => {
  it("never counts a token without a finite exp as valid", () => {
    expect(isTokenValid(Number.POSITIVE_INFINITY, 0)).toBe(false);
    expect(isTokenValid(null, 0)).toBe(false);
    expect(isTokenValid(1, 0)).toBe(true);
  });

  it("exempts a public page written with several trailing slashes", () => {
    expect(isVersionPromptExempt("/success//")).toBe(true);
    expect(isVersionPromptExempt("/login//")).toBe(false);
  });
});
