import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { parse } from "csv-parse";
import ExcelJS from "exceljs";
import { decodeBytes } from "./decode-bytes.ts";

export type TableFormat = "csv" | "xlsx";

export const formatOfPath = (path: string): TableFormat => (/\.xlsx$/i.test(path) ? "xlsx" : "csv");

/** One record and the row number a person sees (the line in a CSV file, the row in a worksheet). */
export interface TableRecord {
  readonly row: number;
  readonly values: readonly string[];
}

/** Records of a CSV file or stream, decoded as UTF-8 or Windows-1252. */
export async function* readCsvRecords(source: string | Readable): AsyncGenerator<TableRecord> {
  const input = typeof source === "string" ? createReadStream(source) : source;
  const parser = parse({
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
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
  for await (const item of parser) {
    const { record, info } = item as { record: string[]; info: { lines: number } };
    yield { row: info.lines, values: record };
  }
  await feed;
}

const cellText = (value: unknown): string => {
  if (value == null) return "";
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (Array.isArray(v.richText))
      return v.richText
        .map((r) => r.text)
        .join("")
        .trim();
    if (v.text !== undefined) return cellText(v.text);
    if (v.result !== undefined) return cellText(v.result);
  }
  return String(value).trim();
};

/** Rows of the first worksheet of an XLSX workbook, streamed; empty rows are skipped. */
export async function* readXlsxRecords(source: string | Readable): AsyncGenerator<TableRecord> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "ignore",
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = (row.values as unknown[]).slice(1).map(cellText);
      if (values.some((v) => v !== "")) yield { row: row.number, values };
    }
    return; // only the first worksheet holds locations
  }
}

export const readTableRecords = (
  source: string | Readable,
  format: TableFormat,
): AsyncGenerator<TableRecord> => (format === "xlsx" ? readXlsxRecords(source) : readCsvRecords(source));
