import { describe, expect, it } from "vitest";
import { dateRangeError, DATE_MESSAGES, isNoDate, parseDisplayDate, parseIsoDate } from "./dates.ts";
import { formatFileSize, withHttp } from "./format.ts";
import { minMessage, VALIDATION_MESSAGES as M } from "./messages.ts";
import { isRequiredRule, isValidDomain, isValidUrl, parseRules, validateField } from "./rules.ts";
import { isViewableMimeType } from "./uploads.ts";

/** Edges of the shared validation rules and display limits, one value on each side. */
describe("real dates: each field at its limits", () => {
  // [input, real?]
  const rows = [
    ["2024-01-01", true],
    ["2024-00-10", false],
    ["2024-12-31", true],
    ["2024-13-01", false],
    ["2024-01-00", false],
    ["2024-01-31", true],
    ["2024-04-31", false],
    ["2024-02-29", true],
    ["2023-02-29", false],
    ["2100-02-29", false],
    ["2000-02-29", true],
    ["2024-01-01T23:59", true],
    ["2024-01-01T24:00", false],
    ["2024-01-01T10:60", false],
    ["  2024-01-02  ", true],
  ] as const;
  it.each(rows)("%s → real %s", (value, real) => {
    expect(parseIsoDate(value) !== undefined).toBe(real);
  });

  it("reads the picker's MM/dd/yyyy with blanks around it, and refuses impossible days", () => {
    expect(parseDisplayDate(" 02/29/2024 ")).toEqual({ year: 2024, month: 2, day: 29, hour: 0, minute: 0 });
    expect(parseDisplayDate("02/30/2024")).toBeUndefined();
    expect(parseDisplayDate("00/10/2024")).toBeUndefined();
  });

  it("treats the no-date value as no date, with blanks around it too", () => {
    expect(isNoDate("  1900-01-01T00:00:00Z")).toBe(true);
    expect(isNoDate("1900-01-02T00:00:00")).toBe(false);
    expect(parseIsoDate(" 1900-01-01T00:00:00.000 ")).toBeUndefined();
  });

  it("calls an impossible start or end invalid before anything else", () => {
    const ok = { year: 2024, month: 1, day: 1, hour: 0, minute: 0 };
    expect(dateRangeError({ ...ok, month: 13 }, ok)).toBe(DATE_MESSAGES.invalid);
    expect(dateRangeError(ok, { ...ok, day: 32 })).toBe(DATE_MESSAGES.invalid);
    expect(dateRangeError(ok, { ...ok, year: 2025 })).toBeUndefined();
    expect(dateRangeError(ok, { ...ok, year: 2025, day: 2 })).toBe(DATE_MESSAGES.rangeTooLong);
  });
});

describe("display helpers", () => {
  it("shows nothing as 0 Bytes and one byte as 1 Bytes", () => {
    expect([0, -5, 1, 1023, 1024].map((n) => formatFileSize(n))).toEqual([
      "0 Bytes",
      "0 Bytes",
      "1 Bytes",
      "1023 Bytes",
      "1 KB",
    ]);
  });

  it("prepends http:// unless the link starts with http:// or https://", () => {
    expect(withHttp("http://a.com")).toBe("http://a.com");
    expect(withHttp("HTTPS://a.com")).toBe("HTTPS://a.com");
    expect(withHttp("a.com/?next=http://b.com")).toBe("http://a.com/?next=http://b.com");
  });

  it("views images, video and pdf inline, judged by the type's start", () => {
    expect(["image/png", "VIDEO/mp4", "application/pdf", "text/x-image/png"].map(isViewableMimeType)).toEqual(
      [true, true, true, false],
    );
  });
});

describe("field rules: edges", () => {
  it("states the minimum length in the message", () => {
    expect(minMessage(3)).toBe("Minimum 3 characters");
    expect(M.min).toBe("Minimum {length} characters");
  });

  it("counts a filled array, a number and markup as filled for required", () => {
    expect(validateField(["a"], "required")).toBeUndefined();
    expect(validateField(42, "required")).toBeUndefined();
    expect(validateField("<p></p>", "required")).toBeUndefined();
    expect(validateField(42, "conversation_error")).toBeUndefined();
  });

  it("trims urls and domains before checking them", () => {
    expect(isValidUrl("  example.com  ")).toBe(true);
    expect(isValidDomain("  example.com  ")).toBe(true);
  });

  it("parses rule strings exactly, skipping empty parts", () => {
    expect(parseRules("required||min:3")).toStrictEqual([
      { name: "required" },
      { name: "min", argument: "3" },
    ]);
    expect(parseRules("")).toStrictEqual([]);
    expect(parseRules("email")[0]).toStrictEqual({ name: "email" });
  });

  it("knows each required rule by name", () => {
    expect(
      ["required", "required_editor", "requiredSelect", "email|min:3", "conversation_error"].map(
        isRequiredRule,
      ),
    ).toEqual([true, true, true, false, false]);
  });
});
