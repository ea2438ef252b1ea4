import type { TFunction } from "i18next";
import {
  DATE_FILTER_MAX_YEAR,
  DATE_FILTER_MIN_YEAR,
  DATE_MESSAGES,
  parseDisplayDate,
  parseIsoDate,
  toIsoDate,
} from "#core/shared/validation/dates.ts";

/** Mantine's dayjs spelling of the spec's MM/dd/yyyy, the English order. */
export const DATE_DISPLAY_FORMAT = "MM/DD/YYYY";
export const MIN_DATE = `${DATE_FILTER_MIN_YEAR}-01-01`;
export const MAX_DATE = `${DATE_FILTER_MAX_YEAR}-12-31`;

/** Dates are written in the reader's order: month first in English, day first in Vietnamese. */
const DAY_FIRST_LANGUAGES: ReadonlySet<string> = new Set(["vi"]);

const isDayFirst = (language: string | undefined): boolean =>
  DAY_FIRST_LANGUAGES.has((language ?? "en").split("-")[0]!.toLowerCase());

/** The dayjs format of a date in the language: MM/DD/YYYY (en) or DD/MM/YYYY (vi). */
export const dateFormatOf = (language: string | undefined): string =>
  isDayFirst(language) ? "DD/MM/YYYY" : DATE_DISPLAY_FORMAT;

/** The same with the time: MM/DD/YYYY HH:mm (en) or DD/MM/YYYY HH:mm (vi). */
export const dateTimeFormatOf = (language: string | undefined): string => `${dateFormatOf(language)} HH:mm`;

const DAY_FIRST = /^\s*(\d{2})\/(\d{2})\/(\d{4})\s*$/;

/** The parts of a date typed in the language's order; impossible dates and other spellings give undefined. */
export const parseTypedDateParts = (text: string, language?: string) => {
  if (!isDayFirst(language)) return parseDisplayDate(text);
  const m = DAY_FIRST.exec(text);
  return m === null ? undefined : parseDisplayDate(`${m[2]}/${m[1]}/${m[3]}`);
};

/** A typed date (MM/dd/yyyy in English, dd/MM/yyyy in Vietnamese) to the picker's YYYY-MM-DD, or no date. */
export const parseTypedDate = (text: string, language?: string): string | null => {
  const parts = parseTypedDateParts(text, language);
  return parts === undefined ? null : toIsoDate(parts);
};

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

/**
 * A server date or date-time as the language writes it, with the time when asked; blank for no date. The
 * digits are read as the server wrote them (no time-zone shift).
 */
export const formatDateIn = (
  value: string | null | undefined,
  language: string | undefined,
  withTime = false,
): string => {
  const p = parseIsoDate(value);
  if (p === undefined) return "";
  const [first, second] = isDayFirst(language) ? [p.day, p.month] : [p.month, p.day];
  const date = `${pad(first)}/${pad(second)}/${pad(p.year, 4)}`;
  return withTime ? `${date} ${pad(p.hour)}:${pad(p.minute)}` : date;
};

/** Core's date messages in the chosen language; a message core adds later is shown as it is. */
export const translateDateMessage = (message: string, t: TFunction): string => {
  switch (message) {
    case DATE_MESSAGES.yearRange:
      return t("datePicker.yearRange", { min: DATE_FILTER_MIN_YEAR, max: DATE_FILTER_MAX_YEAR });
    case DATE_MESSAGES.rangeTooLong:
      return t("datePicker.rangeTooLong");
    case DATE_MESSAGES.rangeReversed:
      return t("datePicker.rangeReversed");
    case DATE_MESSAGES.invalid:
      return t("datePicker.invalid");
    default:
      return message;
  }
};
