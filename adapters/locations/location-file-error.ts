/** A location file that cannot be processed at all (unreadable, empty, required columns missing). */
export class LocationFileError extends Error {
  readonly file: string;
  readonly row: number | undefined;
  readonly column: string | undefined;
  /** The message without the file and place (to raise the same error again in another thread). */
  readonly detail: string;

  constructor(file: string, message: string, row?: number, column?: string) {
    const where = [row === undefined ? "" : `row ${row}`, column === undefined ? "" : `column ${column}`]
      .filter((s) => s !== "")
      .join(", ");
    super(`${file}${where === "" ? "" : ` (${where})`}: ${message}`);
    this.name = "LocationFileError";
    this.file = file;
    this.row = row;
    this.column = column;
    this.detail = message;
  }
}
