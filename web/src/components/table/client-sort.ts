import type { TableSort } from "./use-table-paging.ts";

/**
 * Order of a table whose rows are all in the browser: text compares the way the reader's language does
 * (Intl.Collator), ignoring case, with numbers inside text in numeric order ("Row 2" before "Row 10");
 * numbers and dates compare as such; empty values go last in both directions.
 */
const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === "";

/** Ascending comparison of two non-empty values. */
export const compareValues = (collator: Intl.Collator, a: unknown, b: unknown): number => {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return collator.compare(String(a), String(b));
};

export const textCollator = (language: string): Intl.Collator =>
  new Intl.Collator(language, { sensitivity: "base", numeric: true });

/** A sorted copy; `valueOf` reads the sort field of a row (the row property of that name by default). */
export const sortRows = <Row>(
  rows: readonly Row[],
  sort: TableSort | null | undefined,
  language: string,
  valueOf: (row: Row, field: string) => unknown = (row, field) => (row as Record<string, unknown>)[field],
): Row[] => {
  if (sort === null || sort === undefined) return [...rows];
  const collator = textCollator(language);
  const direction = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const av = valueOf(a, sort.field);
    const bv = valueOf(b, sort.field);
    // Empty values stay last whichever way the column is sorted.
    if (isEmpty(av) || isEmpty(bv)) return Number(isEmpty(av)) - Number(isEmpty(bv));
    return compareValues(collator, av, bv) * direction;
  });
};
