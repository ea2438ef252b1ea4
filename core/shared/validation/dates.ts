import { messageSet } from "../messages/message.ts";

/**
 * Date rules. Dates arrive as ISO date-times without a zone and are shown as the
 * server wrote them, so these functions read the digits instead of going through Date and the local zone.
 */

/** The server's "no date" value; shown blank. */
export const NO_DATE = "1900-01-01T00:00:00";
export const DATE_FILTER_MIN_YEAR = 2010;
export const DATE_FILTER_MAX_YEAR = 2030;

/** Our wording: the spec states these two limits but shows no message for them. */
export const DATE_MESSAGES = {
  yearRange: `Please choose a year between ${DATE_FILTER_MIN_YEAR} and ${DATE_FILTER_MAX_YEAR}`,
  rangeTooLong: "The date range can be at most one year",
  rangeReversed: "The end date must not be before the start date",
  invalid: "Invalid date",
} as const;

export const DATES = messageSet("dates", DATE_MESSAGES);

export interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const DISPLAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

const isLeap = (year: number): boolean => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

const real = (p: DateParts): DateParts | undefined =>
  p.month >= 1 &&
  p.month <= 12 &&
  p.day >= 1 &&
  p.day <= daysInMonth(p.year, p.month) &&
  p.hour < 24 &&
  p.minute < 60
    ? p
    : undefined;

/** True for the no-date value, with or without a zone or fraction (1900-01-01T00:00:00Z, ...00.000). */
export const isNoDate = (value: string | null | undefined): boolean =>
  value != null && value.trim().startsWith("1900-01-01T00:00:00");

/** Reads an ISO date or date-time; the no-date value, blanks and impossible dates give undefined. */
export const parseIsoDate = (value: string | null | undefined): DateParts | undefined => {
  if (value == null || isNoDate(value)) return undefined;
  const m = ISO.exec(value.trim());
  if (m === null) return undefined;
  return real({ year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +(m[4] ?? 0), minute: +(m[5] ?? 0) });
};

/** Reads the date picker's MM/dd/yyyy. */
export const parseDisplayDate = (value: string): DateParts | undefined => {
  const m = DISPLAY.exec(value.trim());
  return m === null ? undefined : real({ year: +m[3]!, month: +m[1]!, day: +m[2]!, hour: 0, minute: 0 });
};

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

/** MM/DD/YYYY, or blank for no date. */
export const formatDate = (value: string | null | undefined): string => {
  const p = parseIsoDate(value);
  return p === undefined ? "" : `${pad(p.month)}/${pad(p.day)}/${pad(p.year, 4)}`;
};

/** MM/DD/YYYY HH:mm, or blank for no date. */
export const formatDateTime = (value: string | null | undefined): string => {
  const p = parseIsoDate(value);
  return p === undefined ? "" : `${formatDate(value)} ${pad(p.hour)}:${pad(p.minute)}`;
};

export const toIsoDate = (p: DateParts): string => `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;

/** Date filters accept years 2010 to 2030 only. */
export const isFilterYear = (year: number): boolean =>
  Number.isInteger(year) && year >= DATE_FILTER_MIN_YEAR && year <= DATE_FILTER_MAX_YEAR;

const ordinal = (p: DateParts): number => (p.year * 12 + p.month) * 31 + p.day;

/**
 * A date filter's message, or undefined when it is acceptable: each end a real date in 2010–2030, the end not
 * before the start, and at most one calendar year apart (start + 1 year; 29 February counts to 28 February).
 */
export const dateRangeError = (start: DateParts, end: DateParts): string | undefined => {
  if (real(start) === undefined || real(end) === undefined) return DATE_MESSAGES.invalid;
  if (!isFilterYear(start.year) || !isFilterYear(end.year)) return DATE_MESSAGES.yearRange;
  if (ordinal(end) < ordinal(start)) return DATE_MESSAGES.rangeReversed;
  const limitYear = start.year + 1;
  const limit = { ...start, year: limitYear, day: Math.min(start.day, daysInMonth(limitYear, start.month)) };
  return ordinal(end) > ordinal(limit) ? DATE_MESSAGES.rangeTooLong : undefined;
};
