import { LOCATION_FILE_LIMITS as LIMITS, megabytes } from "./location-file-limits.ts";

/** One entry of a ZIP archive as its central directory declares it. */
export interface ZipEntry {
  readonly name: string;
  /** 0 stored, 8 deflated. */
  readonly method: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  /** Where the entry's local header starts. */
  readonly localOffset: number;
}

export type ZipDirectory =
  | { readonly ok: true; readonly entries: readonly ZipEntry[] }
  | { readonly ok: false; readonly problem: string };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

const u16 = (b: Uint8Array, at: number): number => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, at: number): number => (u16(b, at) + u16(b, at + 2) * 0x10000) >>> 0;

const findEndOfDirectory = (bytes: Uint8Array): number => {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) if (u32(bytes, at) === EOCD) return at;
  return -1;
};

const fail = (problem: string): ZipDirectory => ({ ok: false, problem });

/**
 * Reads a ZIP archive's central directory without unpacking anything, and refuses an archive that could
 * not be read within LOCATION_FILE_LIMITS: too many entries, a part or the whole unpacking to too much, a
 * suspicious compression ratio, encryption, ZIP64 or an unknown compression method. Pure and cheap: the
 * upload runs it before a job is created; the reader runs it again and then enforces the sizes while
 * inflating, because the declared sizes are the sender's word.
 */
export const readZipDirectory = (bytes: Uint8Array): ZipDirectory => {
  const end = findEndOfDirectory(bytes);
  if (end < 0) return fail("it is not a readable ZIP archive (no central directory)");
  const count = u16(bytes, end + 10);
  const size = u32(bytes, end + 12);
  const offset = u32(bytes, end + 16);
  if (count === 0xffff || size === ZIP64_MARK || offset === ZIP64_MARK)
    return fail("it is a ZIP64 archive, which a location workbook never needs");
  if (count > LIMITS.zipEntries)
    return fail(`the workbook has ${count} ZIP entries; at most ${LIMITS.zipEntries} are read`);
  if (offset + size > end) return fail("it is not a readable ZIP archive (central directory out of place)");
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || u32(bytes, at) !== CENTRAL)
      return fail("it is not a readable ZIP archive (damaged central directory)");
    const flags = u16(bytes, at + 8);
    const method = u16(bytes, at + 10);
    const compressedSize = u32(bytes, at + 20);
    const uncompressedSize = u32(bytes, at + 24);
    const nameLength = u16(bytes, at + 28);
    const localOffset = u32(bytes, at + 42);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    if ((flags & 1) === 1)
      return fail("the workbook is encrypted (password-protected); save it without a password");
    if (compressedSize === ZIP64_MARK || uncompressedSize === ZIP64_MARK || localOffset === ZIP64_MARK)
      return fail("it is a ZIP64 archive, which a location workbook never needs");
    if (method !== 0 && method !== 8)
      return fail(`part ${name} uses an unsupported compression method (${method})`);
    if (names.has(name)) return fail(`the workbook has two parts named ${name}`);
    names.add(name);
    const entry = { name, method, compressedSize, uncompressedSize, localOffset };
    if (
      localOffset + 30 > offset ||
      u32(bytes, localOffset) !== LOCAL ||
      entryDataOffset(bytes, entry) + compressedSize > offset
    )
      return fail(`it is not a readable ZIP archive (part ${name} out of place)`);
    if (uncompressedSize > LIMITS.partBytes)
      return fail(
        `part ${name} unpacks to more than ${megabytes(LIMITS.partBytes)} (${megabytes(uncompressedSize)})`,
      );
    if (uncompressedSize > LIMITS.ratioFloorBytes && uncompressedSize > compressedSize * LIMITS.ratio)
      return fail(
        `part ${name} is compressed ${Math.round(uncompressedSize / Math.max(1, compressedSize))} to 1, ` +
          `more than the ${LIMITS.ratio} to 1 a workbook ever needs (a ZIP bomb?)`,
      );
    total += uncompressedSize;
    if (total > LIMITS.totalBytes)
      return fail(`the workbook unpacks to more than ${megabytes(LIMITS.totalBytes)}`);
    entries.push(entry);
  }
  return { ok: true, entries };
};

/** Where an entry's data starts (after its local header, whose name and extra field may differ in length). */
export const entryDataOffset = (bytes: Uint8Array, entry: ZipEntry): number =>
  entry.localOffset + 30 + u16(bytes, entry.localOffset + 26) + u16(bytes, entry.localOffset + 28);
