export interface ParsedTable {
  readonly rows: readonly (readonly string[])[];
  /** The text has more rows than were read. */
  readonly truncated: boolean;
}

/**
 * Reads CSV text (RFC 4180: commas between fields; a field in double quotes may hold commas, line breaks and
 * doubled quotes) into rows of cells, at most `maxRows`. Lines of only whitespace are skipped, a leading byte
 * order mark is dropped, and an unclosed quote runs to the end of the text rather than failing.
 */
export const parseCsv = (text: string, maxRows: number): ParsedTable => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = (): boolean => {
    row.push(cell);
    cell = "";
    if (!(row.length === 1 && row[0]?.trim() === "")) rows.push(row);
    row = [];
    return rows.length >= maxRows;
  };
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === "") quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" || c === "\n") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      if (endRow()) {
        const rest = text.slice(i + 1);
        return { rows, truncated: rest.trim() !== "" };
      }
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) endRow();
  return { rows, truncated: false };
};
