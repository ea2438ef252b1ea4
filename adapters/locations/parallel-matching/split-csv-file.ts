import { readFile } from "node:fs/promises";
import { LocationFileError } from "../location-file-error.ts";
import { parseQuotedRecord } from "../read-plain-csv.ts";

/** Bytes [start, end) of a CSV file holding whole records; `rowOffset` turns its row numbers into the file's. */
export interface CsvRange {
  readonly start: number;
  readonly end: number;
  /** Physical lines of the file before `start`. */
  readonly linesBefore: number;
}

export interface CsvSplit {
  /** Bytes of the header record (with its line end), which every part after the first reads first. */
  readonly header: Uint8Array;
  /** Physical lines the header takes (a quoted header cell may hold a line break). */
  readonly headerLines: number;
  readonly ranges: readonly CsvRange[];
}

const NEWLINE = 0x0a;
const QUOTE = 0x22;

/**
 * Cuts a CSV file into `parts` byte ranges of about the same size, each made of whole records, so that
 * worker threads can read them in parallel with the plain reader (read-plain-csv.ts) and see exactly the
 * records a single reader would. A cut falls only after a line at which that reader has no quoted cell
 * open: lines with a quote are parsed with the reader's own rule; the others (most) are only skipped over.
 */
export const splitCsvFile = async (path: string, parts: number): Promise<CsvSplit> => {
  const bytes = await readFile(path).catch((error: Error) => {
    throw new LocationFileError(path, `cannot be read: ${error.message}`);
  });
  const size = bytes.length;
  const ends: number[] = [];
  const lineCounts: number[] = [];
  let headerEnd = -1;
  let headerLines = 0;
  let pending: string | undefined;
  let lines = 0;
  let nextQuote = bytes.indexOf(QUOTE);
  let target = Math.ceil(size / parts);
  for (let at = 0; at < size && (headerEnd === -1 || ends.length < parts - 1);) {
    const newline = bytes.indexOf(NEWLINE, at);
    const end = newline === -1 ? size : newline + 1;
    lines++;
    if (nextQuote !== -1 && nextQuote < at) nextQuote = bytes.indexOf(QUOTE, at);
    const hasQuote = nextQuote !== -1 && nextQuote < end;
    if (pending !== undefined || hasQuote) {
      const line = bytes.toString("utf8", at, newline === -1 ? size : newline).replace(/\r$/, "");
      const text = pending === undefined ? line : `${pending}\n${line}`;
      pending = parseQuotedRecord(text, false) === undefined ? text : undefined;
    }
    if (
      pending === undefined &&
      headerEnd === -1 &&
      (hasQuote || bytes.toString("latin1", at, end).trim() !== "")
    ) {
      headerEnd = end;
      headerLines = lines;
    } else if (pending === undefined && headerEnd !== -1 && end >= target && end < size) {
      ends.push(end);
      lineCounts.push(lines);
      target = end + Math.ceil((size - end) / (parts - ends.length));
    }
    at = end;
  }
  if (headerEnd === -1) throw new LocationFileError(path, "the file is empty (no header row)");
  const starts = [0, ...ends];
  const linesBefore = [0, ...lineCounts];
  const ranges = starts.map((start, i) => ({
    start,
    end: ends[i] ?? size,
    linesBefore: linesBefore[i] as number,
  }));
  return { header: Uint8Array.prototype.slice.call(bytes, 0, headerEnd), headerLines, ranges };
};
