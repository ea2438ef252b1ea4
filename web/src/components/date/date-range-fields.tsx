/**
 * From/To date filter: two date pickers (in the language's order) limited to 2010–2030; when both
 * are set, the end may not be before the start nor more than one year after it (core dateRangeError), and the
 * message shows under To. Send the filter only when `dateRangeMessage(value)` is undefined.
 *
 *   const [range, setRange] = useState<DateRange>({ from: null, to: null });
 *   <DateRangeFields value={range} onChange={setRange} />
 *   <Button disabled={dateRangeMessage(range) !== undefined} onClick={apply}>{t("list.apply")}</Button>
 */
import { Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { dateRangeError, parseIsoDate } from "#core/shared/validation/dates.ts";
import { DateField } from "./date-field.tsx";
import { translateDateMessage } from "./date-text.ts";

export interface DateRange {
  /** "YYYY-MM-DD" or null. */
  readonly from: string | null;
  readonly to: string | null;
}

/** Core's message for a complete range, undefined when it is acceptable or not complete yet. */
export const dateRangeMessage = (range: DateRange): string | undefined => {
  const from = parseIsoDate(range.from);
  const to = parseIsoDate(range.to);
  return from === undefined || to === undefined ? undefined : dateRangeError(from, to);
};

export interface DateRangeFieldsProps {
  readonly value: DateRange;
  readonly onChange: (value: DateRange) => void;
  readonly fromLabel?: string;
  readonly toLabel?: string;
  readonly clearable?: boolean;
  readonly testId?: string;
}

export const DateRangeFields = ({
  value,
  onChange,
  fromLabel,
  toLabel,
  clearable,
  testId,
}: DateRangeFieldsProps) => {
  const { t } = useTranslation();
  const message = dateRangeMessage(value);
  const id = testId ?? "date-range";
  return (
    <Group align="flex-start" gap="sm" data-testid={id}>
      <DateField
        label={fromLabel ?? t("datePicker.from")}
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
        clearable={clearable ?? true}
        testId={`${id}-from`}
      />
      <DateField
        label={toLabel ?? t("datePicker.to")}
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        clearable={clearable ?? true}
        error={message === undefined ? undefined : translateDateMessage(message, t)}
        testId={`${id}-to`}
      />
    </Group>
  );
};
