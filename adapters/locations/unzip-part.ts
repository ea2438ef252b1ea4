import { createInflateRaw } from "node:zlib";
import { Readable } from "node:stream";
import { entryDataOffset, type ZipEntry } from "#core/preprocessor/zip-directory.ts";
import { TableLimitError } from "./table-limit-error.ts";

/** Compressed input goes to zlib in small slices: one slice can never inflate to more than ~1 MB at once. */
const SLICE = 1024;

function* slices(bytes: Uint8Array): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += SLICE) yield bytes.subarray(at, at + SLICE);
}

/**
 * The unpacked text of one ZIP entry, streamed chunk by chunk. The directory's declared size (already within
 * LOCATION_FILE_LIMITS) is enforced while inflating: an entry that unpacks to more than it declared is a
 * forged archive and reading stops at once, having held at most one chunk.
 */
export async function* unzipPart(archive: Uint8Array, entry: ZipEntry): AsyncGenerator<string> {
  const start = entryDataOffset(archive, entry);
  const packed = archive.subarray(start, start + entry.compressedSize);
  const decoder = new TextDecoder("utf-8");
  if (entry.method === 0) {
    if (packed.length > entry.uncompressedSize) throw forged(entry);
    for (const slice of slices(packed)) yield decoder.decode(slice, { stream: true });
    yield decoder.decode();
    return;
  }
  const inflate = createInflateRaw();
  const input = Readable.from(slices(packed), { objectMode: false });
  input.on("error", (error) => inflate.destroy(error));
  input.pipe(inflate);
  let unpacked = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      unpacked += chunk.length;
      if (unpacked > entry.uncompressedSize) throw forged(entry);
      yield decoder.decode(chunk, { stream: true });
    }
  } finally {
    input.destroy();
    inflate.destroy();
  }
  yield decoder.decode();
}

const forged = (entry: ZipEntry): TableLimitError =>
  new TableLimitError(
    `part ${entry.name} unpacks to more than the ${entry.uncompressedSize} bytes its ZIP directory declares (a forged or damaged archive)`,
  );
