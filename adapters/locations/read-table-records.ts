import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { parse } from "csv-parse";
import { LOCATION_FILE_LIMITS as LIMITS } from "#core/locations/preprocessor/location-file-limits.ts";
import { decodeBytes } from "./decode-bytes.ts";
import { readAllBytes } from "./read-all-bytes.ts";
import { readPlainCsvRecords } from "./read-plain-csv.ts";
import { readXlsxBytes } from "./read-xlsx-records.ts";
import { TableLimitError } from "./table-limit-error.ts";
import type { TableRecord } from "./table-record.ts";

export type TableFormat = "csv" | "xlsx";

export const formatOfPath = (path: string): TableFormat => (/\.xlsx$/i.test(path) ? "xlsx" : "csv");

export type { TableRecord } from "./table-record.ts";

/** How many data rows a table may have; an upload's limit unless a trusted caller says otherwise. */
export interface TableOptions {
  /** The operator's own known-sites list (command line) may hold millions of rows. */
  readonly maxRows?: number;
  /** The fast line reader (read-plain-csv.ts) for a trusted list instead of csv-parse. */
  readonly plain?: boolean;
}

/** The limits of LOCATION_FILE_LIMITS that a CSV record can break (a workbook checks them while parsing). */
const checkRecord = (values: readonly string[], row: number, count: number, maxRows: number): void => {
  if (values.length > LIMITS.columns)
    throw new TableLimitError(`row ${row} has more than ${LIMITS.columns} columns`, row);
  const long = values.findIndex((v) => v.length > LIMITS.cellChars);
  if (long >= 0)
    throw new TableLimitError(`a cell holds more than ${LIMITS.cellChars} characters`, row, String(long + 1));
  if (count > maxRows + 1) throw new TableLimitError(`the file has more than ${maxRows} data rows`, row);
};

/** Records of a CSV file or stream, decoded as UTF-8 or Windows-1252. */
export async function* readCsvRecords(
  source: string | Readable,
  options: TableOptions = {},
): AsyncGenerator<TableRecord> {
  const maxRows = options.maxRows ?? LIMITS.rows;
  if (options.plain === true) {
    yield* readPlainCsv(source, maxRows);
    return;
  }
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
    checkRecord(record, info.lines, ++rows, maxRows);
    yield { row: info.lines, values: record };
  }
  await feed;
}

async function* readPlainCsv(source: string | Readable, maxRows: number): AsyncGenerator<TableRecord> {
  const input = typeof source === "string" ? createReadStream(source, { highWaterMark: 1 << 20 }) : source;
  let rows = 0;
  for await (const batch of readPlainCsvRecords(decodeBytes(input as AsyncIterable<Uint8Array>))) {
    for (const record of batch) {
      if (record.values.length === 1 && record.values[0] === "") continue;
      checkRecord(record.values, record.row, ++rows, maxRows);
      yield record;
    }
  }
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
  options: TableOptions = {},
): AsyncGenerator<TableRecord> =>
  format === "xlsx" ? readXlsxRecords(source) : readCsvRecords(source, options);
