import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DATE_MESSAGES,
  dateRangeError,
  formatDate,
  formatDateTime,
  isFilterYear,
  isNoDate,
  NO_DATE,
  parseDisplayDate,
  parseIsoDate,
  toIsoDate,
} from "./dates.ts";

const d = (year: number, month: number, day: number) => ({ year, month, day, hour: 0, minute: 0 });

describe("dates", () => {
  it("treats 1900-01-01T00:00:00 as no date, shown blank", () => {
    expect(isNoDate(NO_DATE)).toBe(true);
    expect(isNoDate("1900-01-01T00:00:00.000Z")).toBe(true);
    expect(isNoDate(null)).toBe(false);
    expect(formatDate(NO_DATE)).toBe("");
    expect(formatDateTime(NO_DATE)).toBe("");
    expect(parseIsoDate(undefined)).toBeUndefined();
  });

  it("formats ISO values without shifting them through a time zone", () => {
    expect(formatDate("2024-02-29T23:30:00")).toBe("02/29/2024");
    expect(formatDateTime("2024-02-29T23:30:00Z")).toBe("02/29/2024 23:30");
    expect(formatDate("2024-03-01")).toBe("03/01/2024");
    expect(formatDate("2023-02-29")).toBe("");
    expect(formatDate("garbage")).toBe("");
    expect(parseIsoDate("2024-13-01")).toBeUndefined();
    expect(formatDate("2000-02-29")).toBe("02/29/2000");
    expect(formatDate("2100-02-29")).toBe("");
    expect(formatDate("2024-04-31")).toBe("");
    expect(formatDate("2024-12-31T08:05")).toBe("12/31/2024");
    expect(parseIsoDate("2024-01-01T24:00")).toBeUndefined();
  });

  it("reads the picker's MM/dd/yyyy", () => {
    expect(parseDisplayDate("07/04/2025")).toEqual(d(2025, 7, 4));
    expect(parseDisplayDate("2025-07-04")).toBeUndefined();
    expect(parseDisplayDate("02/30/2025")).toBeUndefined();
    expect(toIsoDate(d(2025, 7, 4))).toBe("2025-07-04");
  });

  it("accepts filter years 2010 to 2030 only", () => {
    expect([2009, 2010, 2030, 2031, 2020.5].map(isFilterYear)).toEqual([false, true, true, false, false]);
    expect(dateRangeError(d(2009, 12, 31), d(2010, 1, 5))).toBe(DATE_MESSAGES.yearRange);
    expect(dateRangeError(d(2030, 6, 1), d(2031, 1, 1))).toBe(DATE_MESSAGES.yearRange);
  });

  it("allows a range of at most one year, end not before start", () => {
    expect(dateRangeError(d(2020, 3, 15), d(2021, 3, 15))).toBeUndefined();
    expect(dateRangeError(d(2020, 3, 15), d(2021, 3, 16))).toBe(DATE_MESSAGES.rangeTooLong);
    expect(dateRangeError(d(2020, 2, 29), d(2021, 2, 28))).toBeUndefined();
    expect(dateRangeError(d(2020, 2, 29), d(2021, 3, 1))).toBe(DATE_MESSAGES.rangeTooLong);
    expect(dateRangeError(d(2020, 3, 15), d(2020, 3, 14))).toBe(DATE_MESSAGES.rangeReversed);
    expect(dateRangeError(d(2020, 2, 30), d(2020, 3, 1))).toBe(DATE_MESSAGES.invalid);
  });

  it("agrees with calendar arithmetic for generated ranges", () => {
    const date = fc.date({
      min: new Date(Date.UTC(2010, 0, 1)),
      max: new Date(Date.UTC(2030, 11, 31)),
      noInvalidDate: true,
    });
    const parts = (x: Date) => d(x.getUTCFullYear(), x.getUTCMonth() + 1, x.getUTCDate());
    fc.assert(
      fc.property(date, date, (a, b) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const limit = new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate()));
        // Date.UTC rolls 29 February into 1 March; the rule keeps the limit in February.
        if (limit.getUTCMonth() !== start.getUTCMonth()) limit.setUTCDate(0);
        const endDay = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate());
        expect(dateRangeError(parts(start), parts(end))).toBe(
          endDay > limit.getTime() ? DATE_MESSAGES.rangeTooLong : undefined,
        );
      }),
      { numRuns: 300 },
    );
  });
});
