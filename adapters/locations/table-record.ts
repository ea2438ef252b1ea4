/** One record and the row number a person sees (the line in a CSV file, the row in a worksheet). */
export interface TableRecord {
  readonly row: number;
  readonly values: readonly string[];
}
