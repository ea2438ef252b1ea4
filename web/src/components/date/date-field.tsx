/**
 * Date picker: shows and types dates in the language's order (MM/dd/yyyy in English, dd/MM/yyyy in
 * Vietnamese, placeholder too), offers only the years 2010–2030, and optionally a
 * "Not Applicable" choice whose value is the server's no-date 1900-01-01T00:00:00 (core NO_DATE).
 *
 *   const [uploaded, setUploaded] = useState<string | null>(null);     // "YYYY-MM-DD", NO_DATE or null
 *   <DateField label={t("...")} value={uploaded} onChange={setUploaded} clearable />
 *   <DateField label={t("...")} value={due} onChange={setDue} notApplicable required error={errors.due} />
 *
 * For a From/To filter use DateRangeFields (at most one year apart).
 */
import { Checkbox, Stack } from "@mantine/core";
import { DateInput, DatesProvider } from "@mantine/dates";
// Month and weekday names in Vietnamese when that language is chosen (English is dayjs's built-in default).
import "dayjs/locale/vi";
import { IconCalendar } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DATE_MESSAGES, isFilterYear, isNoDate, NO_DATE } from "#core/shared/validation/dates.ts";
import {
  dateFormatOf,
  MAX_DATE,
  MIN_DATE,
  parseTypedDate,
  parseTypedDateParts,
  translateDateMessage,
} from "./date-text.ts";

export interface DateFieldProps {
  readonly label: string;
  /** "YYYY-MM-DD", NO_DATE when Not Applicable is ticked, or null. */
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  /** Offer the "Not Applicable" checkbox. */
  readonly notApplicable?: boolean;
  readonly required?: boolean;
  readonly clearable?: boolean;
  readonly disabled?: boolean;
  /** A message from the form (e.g. "Field required"); a typed year outside 2010–2030 shows its own. */
  readonly error?: string | undefined;
  readonly testId?: string;
}

/** Mantine's light-scheme error red (red-6) is below 4.5:1 on white; red-8 passes the accessibility scan. */
export const READABLE_ERROR = { "--mantine-color-error": "var(--mantine-color-red-8)" } as const;

/** Keeps only the date of a date-time the server sent, so the picker can show it. */
const pickerValue = (value: string | null): string | null =>
  value === null || isNoDate(value) ? null : value.slice(0, 10);

export const DateField = (props: DateFieldProps) => {
  const { t, i18n } = useTranslation();
  const [typedError, setTypedError] = useState<string | undefined>();
  const notApplicable = isNoDate(props.value);
  const testId = props.testId ?? "date-field";
  return (
    <Stack gap={4} data-testid={testId} style={READABLE_ERROR}>
      <DatesProvider settings={{ locale: i18n.language === "vi" ? "vi" : "en" }}>
        <DateInput
          label={props.label}
          value={pickerValue(props.value)}
          onChange={(next) => {
            setTypedError(undefined);
            props.onChange(next);
          }}
          onBlur={(event) => {
            // Mantine silently drops a typed date outside min/max; say why instead.
            const typed = parseTypedDateParts(event.currentTarget.value, i18n.language);
            setTypedError(
              typed !== undefined && !isFilterYear(typed.year)
                ? translateDateMessage(DATE_MESSAGES.yearRange, t)
                : undefined,
            );
          }}
          valueFormat={dateFormatOf(i18n.language)}
          dateParser={(text) => parseTypedDate(text, i18n.language)}
          placeholder={notApplicable ? t("date.notApplicable") : t("date.placeholder")}
          minDate={MIN_DATE}
          maxDate={MAX_DATE}
          clearable={props.clearable ?? false}
          clearButtonProps={{ "aria-label": t("datePicker.clear") }}
          disabled={(props.disabled ?? false) || notApplicable}
          required={props.required ?? false}
          error={typedError ?? props.error}
          rightSection={
            props.clearable === true && props.value !== null ? undefined : (
              <IconCalendar size={16} aria-hidden />
            )
          }
          popoverProps={{ withinPortal: true }}
          nextLabel={t("datePicker.next")}
          previousLabel={t("datePicker.previous")}
        />
      </DatesProvider>
      {props.notApplicable === true ? (
        <Checkbox
          label={t("date.notApplicable")}
          checked={notApplicable}
          disabled={props.disabled ?? false}
          onChange={(event) => {
            setTypedError(undefined);
            props.onChange(event.currentTarget.checked ? NO_DATE : null);
          }}
          data-testid={`${testId}-not-applicable`}
        />
      ) : null}
    </Stack>
  );
};
