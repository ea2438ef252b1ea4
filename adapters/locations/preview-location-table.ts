import { Readable } from "node:stream";
import type { LocationTablePreview, TablePreview } from "#core/locations/preprocessor/ports.ts";
import { NotFound } from "#core/shared/errors.ts";
import { readAllBytes } from "./read-all-bytes.ts";
import { readCsvRecords } from "./read-table-records.ts";
import { readXlsxBytes } from "./read-xlsx-records.ts";
import type { TableRecord } from "./table-record.ts";

/** The start of a CSV file that is read for a preview: enough for the first rows of any real file. */
const CSV_HEAD_BYTES = 256 * 1024;
/** A workbook is read whole (its parts are found from the end); the upload limit keeps it far below this. */
const MAX_WORKBOOK_BYTES = 64 * 1024 * 1024;
const MAX_COLUMNS = 50;
const MAX_CELL_CHARS = 200;

const shorten = (values: readonly string[]): string[] =>
  values
    .slice(0, MAX_COLUMNS)
    .map((value) => (value.length > MAX_CELL_CHARS ? `${value.slice(0, MAX_CELL_CHARS - 1)}…` : value));

/** The first bytes of a stream; `more` tells whether anything was left unread. */
const head = async (
  chunks: AsyncIterable<Uint8Array>,
  max: number,
): Promise<{ bytes: Uint8Array; more: boolean }> => {
  const parts: Uint8Array[] = [];
  let length = 0;
  let more = false;
  for await (const chunk of chunks) {
    if (length + chunk.length > max) {
      parts.push(chunk.subarray(0, max - length));
      length = max;
      more = true;
      break; // ends the stream (its file handle is closed by the iterator's return)
    }
    parts.push(chunk);
    length += chunk.length;
  }
  const bytes = Buffer.concat(parts, length);
  // A cut file ends at its last full line, so the parser never sees half a line.
  return { bytes: more ? bytes.subarray(0, bytes.lastIndexOf(10) + 1) : bytes, more };
};

const firstRecords = async (
  records: AsyncIterable<TableRecord>,
  maxRows: number,
): Promise<{ rows: string[][]; more: boolean }> => {
  const rows: string[][] = [];
  for await (const record of records) {
    if (rows.length === maxRows) return { rows, more: true };
    rows.push(shorten(record.values));
  }
  return { rows, more: false };
};

const answer = (rows: string[][], truncated: boolean): TablePreview => ({
  ok: true,
  rows,
  truncated,
  columns: Math.max(0, ...rows.map((row) => row.length)),
});

/**
 * A bounded look at a stored location file as a table: the first rows (header first) of a CSV file's first
 * 256 KB, or of a workbook's first sheet, with at most 50 columns and 200 characters a cell. A file that
 * cannot be read as a table gets the reader's message instead of rows.
 */
export const previewLocationTable: LocationTablePreview = async ({ bytes, format, maxRows }) => {
  try {
    if (format === "xlsx") {
      const archive = await readAllBytes(bytes, {
        maxBytes: MAX_WORKBOOK_BYTES,
        tooLarge: () => new Error("the workbook is larger than 64 MB"),
      });
      const { rows, more } = await firstRecords(readXlsxBytes(archive), maxRows);
      return answer(rows, more);
    }
    const start = await head(bytes, CSV_HEAD_BYTES);
    const { rows, more } = await firstRecords(readCsvRecords(Readable.from([start.bytes])), maxRows);
    return answer(rows, more || start.more);
  } catch (error) {
    if (error instanceof NotFound) throw error;
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
};
