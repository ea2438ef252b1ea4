import { useState } from "react";
import { Code, Stack } from "@mantine/core";
import { DateField } from "../src/components/date/date-field.tsx";
import { DateRangeFields, type DateRange } from "../src/components/date/date-range-fields.tsx";

/** One date with Not Applicable, and a From/To range; the values are printed for the test to read. */
export const DateHarness = () => {
  const [date, setDate] = useState<string | null>(null);
  const [range, setRange] = useState<DateRange>({ from: null, to: null });
  return (
    <Stack maw={560}>
      <DateField label="Due date" value={date} onChange={setDate} notApplicable clearable />
      <Code data-testid="date-value">{date ?? "null"}</Code>
      <DateRangeFields value={range} onChange={setRange} />
      <Code data-testid="range-value">{`${range.from ?? "null"} ${range.to ?? "null"}`}</Code>
    </Stack>
  );
};
