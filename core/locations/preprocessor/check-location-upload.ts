import { PayloadTooLarge, fieldFailure } from "../../shared/errors.ts";
import type { Said } from "../../shared/messages/message.ts";
import { VALIDATION } from "../../shared/validation/messages.ts";
import { extensionOf } from "../../shared/validation/uploads.ts";
import type { LocationFileFormat } from "./preprocessor-job.ts";
import { PREPROCESSOR_MESSAGES } from "./messages.ts";
import { readZipDirectory } from "./zip-directory.ts";

export const LOCATION_FILE_TYPES_MESSAGE = PREPROCESSOR_MESSAGES.texts.fileTypes;

/** A problem with the named file: "name.csv: problem". */
const fileProblem = (fileName: string, problem: Said) =>
  fieldFailure("file", PREPROCESSOR_MESSAGES.say("fileProblem", { fileName, problem }));

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const XL_ENTRY = [0x78, 0x6c, 0x2f]; // "xl/": every workbook part lives under it

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  prefix.every((b, i) => bytes[i] === b);

const contains = (bytes: Uint8Array, needle: readonly number[]): boolean => {
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
};

/** Names of a few common formats, so the message says what the file actually is. */
const sniff = (bytes: Uint8Array): string => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return "a PNG image";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "a JPEG image";
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return "a PDF document";
  if (startsWith(bytes, ZIP_MAGIC)) return "a ZIP archive that is not an Excel workbook";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) return "an old Excel (.xls) or Office file";
  return "";
};

/** CSV: text without NUL bytes whose first line has a comma between column names. */
const looksLikeCsv = (bytes: Uint8Array): boolean => {
  const head = bytes.subarray(0, 64 * 1024);
  if (head.includes(0)) return false;
  let start = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (start < head.length && (head[start] === 0x0d || head[start] === 0x0a)) start++;
  let end = start;
  while (end < head.length && head[end] !== 0x0a && head[end] !== 0x0d) end++;
  const line = head.subarray(start, end);
  const control = line.some((b) => b < 0x20 && b !== 0x09);
  return !control && line.includes(0x2c);
};

export interface LocationUpload {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/**
 * Checks an upload before a job is queued: name, size limit, non-empty and the type by content, so a PNG
 * renamed .csv or a CSV renamed .xlsx never reaches the reader. Header and row problems are the job's to report.
 */
export const checkLocationUpload = (upload: LocationUpload, maxBytes: number): LocationFileFormat => {
  const { fileName, bytes } = upload;
  const extension = extensionOf(fileName);
  if (extension !== ".csv" && extension !== ".xlsx")
    throw fileProblem(fileName, PREPROCESSOR_MESSAGES.say("fileTypes"));
  if (bytes.length === 0) throw fileProblem(fileName, VALIDATION.say("emptyFile"));
  if (bytes.length > maxBytes)
    throw new PayloadTooLarge(
      PREPROCESSOR_MESSAGES.say("tooLarge", { fileName, limit: formatLimit(maxBytes) }),
    );
  if (extension === ".xlsx") {
    if (!startsWith(bytes, ZIP_MAGIC) || !contains(bytes, XL_ENTRY))
      throw fileProblem(fileName, notThe("notWorkbook", bytes));
    // A ZIP bomb or a damaged archive is refused here from its directory alone; the job checks again.
    const directory = readZipDirectory(bytes);
    if (!directory.ok)
      throw fileProblem(
        fileName,
        PREPROCESSOR_MESSAGES.say("unreadableWorkbook", { reason: directory.problem }),
      );
    return "xlsx";
  }
  if (looksLikeCsv(bytes)) return "csv";
  throw fileProblem(fileName, notThe("notCsv", bytes));
};

/** "the content is not ..." and, when the bytes are a known format, what they are instead. */
const notThe = (expected: "notWorkbook" | "notCsv", bytes: Uint8Array): Said => {
  const kind = sniff(bytes);
  return kind === ""
    ? PREPROCESSOR_MESSAGES.say(expected)
    : PREPROCESSOR_MESSAGES.say(`${expected}What`, { what: kind });
};

const formatLimit = (bytes: number): string =>
  bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
    ? `${bytes / (1024 * 1024)} MB`
    : bytes >= 1024 && bytes % 1024 === 0
      ? `${bytes / 1024} KB`
      : `${bytes} bytes`;
