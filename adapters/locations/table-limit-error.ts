/** A file beyond LOCATION_FILE_LIMITS: the message is for the person who sent it, with the row where known. */
export class TableLimitError extends Error {
  readonly row: number | undefined;
  readonly column: string | undefined;

  constructor(message: string, row?: number, column?: string) {
    super(message);
    this.name = "TableLimitError";
    this.row = row;
    this.column = column;
  }
}
