/**
 * Every byte of a stream in one array that owns its memory (never a slice of Node's shared buffer pool), so it
 * can be transferred to a worker thread as it is. `tooLarge` is called, and its error thrown, as soon as the
 * stream passes `maxBytes`, before the rest is read.
 */
export const readAllBytes = async (
  chunks: AsyncIterable<Uint8Array | string>,
  limit?: { readonly maxBytes: number; readonly tooLarge: () => Error },
): Promise<Uint8Array> => {
  const parts: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of chunks) {
    const part = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    length += part.length;
    if (limit && length > limit.maxBytes) throw limit.tooLarge();
    parts.push(part);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
};
