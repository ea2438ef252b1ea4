import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { parse } from "csv-parse";
import { LOCATION_FILE_LIMITS as LIMITS } from "#core/locations/preprocessor/location-file-limits.ts";
import { decodeBytes } from "./decode-bytes.ts";
import { readAllBytes } from "./read-all-bytes.ts";
import { readXlsxBytes } from "./read-xlsx-records.ts";
import { TableLimitError } from "./table-limit-error.ts";
import type { TableRecord } from "./table-record.ts";

export type TableFormat = "csv" | "xlsx";

export const formatOfPath = (path: string): TableFormat => (/\.xlsx$/i.test(path) ? "xlsx" : "csv");

export type { TableRecord } from "./table-record.ts";

/** The limits of LOCATION_FILE_LIMITS that a CSV record can break (a workbook checks them while parsing). */
const checkRecord = (values: readonly string[], row: number, count: number): void => {
  if (values.length > LIMITS.columns)
    throw new TableLimitError(`row ${row} has more than ${LIMITS.columns} columns`, row);
  const long = values.findIndex((v) => v.length > LIMITS.cellChars);
  if (long >= 0)
    throw new TableLimitError(`a cell holds more than ${LIMITS.cellChars} characters`, row, String(long + 1));
  if (count > LIMITS.rows + 1)
    throw new TableLimitError(`the file has more than ${LIMITS.rows} data rows`, row);
};

/** Records of a CSV file or stream, decoded as UTF-8 or Windows-1252. */
export async function* readCsvRecords(source: string | Readable): AsyncGenerator<TableRecord> {
  const input = typeof source === "string" ? createReadStream(source) : source;
  const parser = parse({
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
    // One record may not grow without end (a quote never closed, a multi-megabyte cell).
    max_record_size: LIMITS.cellChars * 4,
  });
  const feed = (async () => {
    try {
      for await (const text of decodeBytes(input as AsyncIterable<Uint8Array>)) {
        if (!parser.write(text)) await new Promise((resolve) => parser.once("drain", resolve));
      }
      parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();
  let rows = 0;
  for await (const item of parser) {
    const { record, info } = item as { record: string[]; info: { lines: number } };
    checkRecord(record, info.lines, ++rows);
    yield { row: info.lines, values: record };
  }
  await feed;
}

/** A workbook is read from memory (random access to its parts); beyond this it is not a location file. */
const MAX_WORKBOOK_BYTES = 64 * 1024 * 1024;

const tooLarge = () => new TableLimitError("the workbook is larger than 64 MB");

const bytesOf = async (source: string | Readable): Promise<Uint8Array> => {
  if (typeof source !== "string")
    return readAllBytes(source as AsyncIterable<Uint8Array | string>, {
      maxBytes: MAX_WORKBOOK_BYTES,
      tooLarge,
    });
  if ((await stat(source)).size > MAX_WORKBOOK_BYTES) throw tooLarge();
  return readFile(source);
};

/** Rows of the first worksheet of an XLSX workbook; empty rows are skipped (see read-xlsx-records.ts). */
export async function* readXlsxRecords(source: string | Readable): AsyncGenerator<TableRecord> {
  yield* readXlsxBytes(await bytesOf(source));
}

export const readTableRecords = (
  source: string | Readable,
  format: TableFormat,
): AsyncGenerator<TableRecord> => (format === "xlsx" ? readXlsxRecords(source) : readCsvRecords(source));
