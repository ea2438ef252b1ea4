import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeSearch, formatFileSize, initialsOf, stripNonWord, truncate, withHttp } from "./format.ts";

describe("formatFileSize", () => {
  it("steps by 1024 up to YB", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(-5)).toBe("0 Bytes");
    expect(formatFileSize(Number.NaN)).toBe("0 Bytes");
    expect(formatFileSize(500)).toBe("500 Bytes");
    expect(formatFileSize(0.5)).toBe("0.5 Bytes");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(1024 ** 2 * 3)).toBe("3 MB");
    expect(formatFileSize(1024 ** 8)).toBe("1 YB");
    expect(formatFileSize(1024 ** 9)).toBe("1024 YB");
    expect(formatFileSize(1234, 0)).toBe("1 KB");
    expect(formatFileSize(1234, -1)).toBe("1 KB");
  });

  it("always shows a value below 1024 in its unit, except past YB", () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e24, noNaN: true }), (bytes) => {
        const [value] = formatFileSize(bytes).split(" ");
        expect(Number(value)).toBeLessThanOrEqual(1024);
      }),
      { numRuns: 200 },
    );
  });
});

describe("text helpers", () => {
  it("truncates at 25 characters by default", () => {
    expect(truncate("a".repeat(25))).toBe("a".repeat(25));
    expect(truncate("a".repeat(26))).toBe(`${"a".repeat(25)}...`);
    expect(truncate("abcdef", 3)).toBe("abc...");
    expect(truncate(null)).toBe("");
  });

  it("trims and encodes search, prepends http, strips non-word characters, makes initials", () => {
    expect(encodeSearch("  a&b c ")).toBe("a%26b%20c");
    expect(withHttp("example.com")).toBe("http://example.com");
    expect(withHttp(" HTTPS://x.org ")).toBe("HTTPS://x.org");
    expect(stripNonWord("a b-c_d!")).toBe("abc_d");
    expect(initialsOf(" john doe")).toBe("JO");
  });
});
