import type { TFunction } from "i18next";
import {
  DATE_FILTER_MAX_YEAR,
  DATE_FILTER_MIN_YEAR,
  DATE_MESSAGES,
  parseDisplayDate,
  toIsoDate,
} from "#core/shared/validation/dates.ts";

/** Mantine's dayjs spelling of the spec's MM/dd/yyyy. */
export const DATE_DISPLAY_FORMAT = "MM/DD/YYYY";
export const MIN_DATE = `${DATE_FILTER_MIN_YEAR}-01-01`;
export const MAX_DATE = `${DATE_FILTER_MAX_YEAR}-12-31`;

/** Typed MM/dd/yyyy to the picker's YYYY-MM-DD; anything else (or an impossible date) is no date. */
export const parseTypedDate = (text: string): string | null => {
  const parts = parseDisplayDate(text);
  return parts === undefined ? null : toIsoDate(parts);
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
