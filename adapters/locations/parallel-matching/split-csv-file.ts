import { open, type FileHandle } from "node:fs/promises";
import { isUtf8 } from "node:buffer";
import { completeUtf8Length } from "../decode-bytes.ts";
import { LocationFileError } from "../location-file-error.ts";
import { parseQuotedRecord } from "../read-plain-csv.ts";

/** Bytes [start, end) of a CSV file holding whole records. */
export interface CsvRange {
  readonly start: number;
  readonly end: number;
  /** Physical lines of the file before `start`. */
  readonly linesBefore: number;
}

export interface CsvSplit {
  /** The file's bytes up to the end of its header record, which every part after the first reads first. */
  readonly header: Uint8Array;
  /** Physical lines those bytes hold (blank lines before the header, a header cell with a line break). */
  readonly headerLines: number;
  readonly ranges: readonly CsvRange[];
}

const NEWLINE = 0x0a;
const QUOTE = 0x22;
const CHUNK = 4 << 20;

interface Line {
  /** Offset of the line's first byte in the file. */
  readonly start: number;
  /** Offset just after its line break (the file's size for a last line without one). */
  readonly end: number;
  readonly bytes: Buffer;
}

/** The file's bytes from its current position on, in chunks of at most `chunkSize`. */
async function* chunksOf(handle: FileHandle, chunkSize: number): AsyncGenerator<Buffer> {
  for (;;) {
    const chunk = Buffer.allocUnsafe(chunkSize);
    const { bytesRead } = await handle.read(chunk, 0, chunkSize, null);
    if (bytesRead === 0) return;
    yield chunk.subarray(0, bytesRead);
  }
}

/** The file's physical lines with their offsets, read in chunks (a national list is hundreds of MB). */
async function* linesOf(
  handle: FileHandle,
  chunkSize: number,
  onChunk: (bytes: Buffer) => void,
): AsyncGenerator<Line> {
  let carry = Buffer.alloc(0);
  let offset = 0;
  for await (const chunk of chunksOf(handle, chunkSize)) {
    onChunk(chunk);
    const data = carry.length === 0 ? chunk : Buffer.concat([carry, chunk]);
    let at = 0;
    for (let newline = data.indexOf(NEWLINE); newline !== -1; newline = data.indexOf(NEWLINE, at)) {
      yield { start: offset + at, end: offset + newline + 1, bytes: data.subarray(at, newline) };
      at = newline + 1;
    }
    offset += at;
    carry = Buffer.from(data.subarray(at));
  }
  if (carry.length > 0) yield { start: offset, end: offset + carry.length, bytes: carry };
}

/** Whether the reader (read-plain-csv.ts, then read-table-records.ts) drops this record: blank, or one empty cell. */
const isSkipped = (text: string): boolean => {
  if (!text.includes('"')) return text.trim() === "";
  const values = parseQuotedRecord(text, true) ?? [];
  return values.length === 1 && values[0] === "";
};

/**
 * Cuts a CSV file into `parts` byte ranges of about the same size, each made of whole records, so that
 * worker threads can read them in parallel with the plain reader (read-plain-csv.ts) and see exactly the
 * records a single reader would. A cut falls only after a line at which that reader has no quoted cell
 * open: lines with a quote are parsed with the reader's own rule; the others (most) are only skipped over.
 * A file that is not UTF-8 throughout stays one range: the reader switches to Windows-1252 at the first
 * chunk that is not UTF-8, and only a single reader sees where that is. `chunkBytes` is for tests.
 */
export const splitCsvFile = async (path: string, parts: number, chunkBytes = CHUNK): Promise<CsvSplit> => {
  const cannotRead = (error: Error): never => {
    throw new LocationFileError(path, `cannot be read: ${error.message}`);
  };
  const handle = await open(path).catch(cannotRead);
  try {
    const size = (await handle.stat()).size;
    const chunkSize = Math.max(1, Math.min(chunkBytes, size));
    let utf8 = true;
    let utf8Carry = Buffer.alloc(0);
    const checkUtf8 = (chunk: Buffer) => {
      const bytes = utf8Carry.length === 0 ? chunk : Buffer.concat([utf8Carry, chunk]);
      const end = completeUtf8Length(bytes);
      utf8 &&= isUtf8(bytes.subarray(0, end));
      utf8Carry = Buffer.from(bytes.subarray(end));
    };
    const ends: number[] = [];
    const lineCounts: number[] = [];
    let headerEnd = -1;
    let headerLines = 0;
    let pending: string | undefined;
    let lines = 0;
    let target = Math.ceil(size / Math.max(1, parts));
    for await (const line of linesOf(handle, chunkSize, checkUtf8)) {
      lines++;
      const hasQuote = line.bytes.indexOf(QUOTE) !== -1;
      let text: string | undefined;
      if (pending !== undefined || hasQuote || headerEnd === -1) {
        const raw = line.bytes.toString("utf8").replace(/\r$/, "");
        text = pending === undefined ? raw : `${pending}\n${raw}`;
        if (line.start === 0) text = text.replace(/^\uFEFF/, "");
        pending = text.includes('"') && parseQuotedRecord(text, false) === undefined ? text : undefined;
      }
      if (pending !== undefined) continue;
      if (headerEnd === -1) {
        if (!isSkipped(text as string)) [headerEnd, headerLines] = [line.end, lines];
      } else if (ends.length < parts - 1 && line.end >= target && line.end < size) {
        ends.push(line.end);
        lineCounts.push(lines);
        target = line.end + Math.ceil((size - line.end) / (parts - ends.length));
      }
      if (headerEnd !== -1 && ends.length >= parts - 1) break;
    }
    // A quote never closed makes the rest of the file one record, the header when nothing came before it.
    if (headerEnd === -1 && pending !== undefined && !isSkipped(pending))
      [headerEnd, headerLines] = [size, lines];
    if (headerEnd === -1) throw new LocationFileError(path, "the file is empty (no header row)");
    // The lines after the last cut are only checked for UTF-8.
    for await (const chunk of chunksOf(handle, chunkSize)) checkUtf8(chunk);
    if (utf8Carry.length > 0) utf8 = false;
    const header = Buffer.alloc(headerEnd);
    await handle.read(header, 0, headerEnd, 0);
    if (!utf8) return { header, headerLines, ranges: [{ start: 0, end: size, linesBefore: 0 }] };
    const starts = [0, ...ends];
    const linesBefore = [0, ...lineCounts];
    const ranges = starts.map((start, i) => ({
      start,
      end: ends[i] ?? size,
      linesBefore: linesBefore[i] as number,
    }));
    return { header, headerLines, ranges };
  } finally {
    await handle.close();
  }
};
