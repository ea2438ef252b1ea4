import iconv from "iconv-lite";

/**
 * Streaming text decoding that accepts UTF-8 (with or without BOM) and falls back to Windows-1252 from the
 * first chunk that is not valid UTF-8. Text before that point was valid UTF-8; in a Windows-1252 file such a
 * prefix is almost always plain ASCII, which both encodings read alike, so no second pass is needed.
 */
export async function* decodeBytes(chunks: AsyncIterable<Uint8Array | string>): AsyncGenerator<string> {
  const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  let legacy = false;
  let carry = new Uint8Array(0);
  let first = true;
  for await (const chunk of chunks) {
    if (typeof chunk === "string") {
      yield chunk;
      continue;
    }
    let bytes: Uint8Array = carry.length === 0 ? chunk : concat(carry, chunk);
    if (first) {
      first = false;
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
    }
    if (legacy) {
      yield iconv.decode(Buffer.from(bytes), "win1252");
      continue;
    }
    const end = completeUtf8Length(bytes);
    try {
      const text = utf8.decode(bytes.subarray(0, end));
      carry = bytes.slice(end);
      yield text;
    } catch {
      legacy = true;
      carry = new Uint8Array(0);
      yield iconv.decode(Buffer.from(bytes), "win1252");
    }
  }
  if (carry.length > 0) {
    yield legacy ? iconv.decode(Buffer.from(carry), "win1252") : safeUtf8(carry);
  }
}

const safeUtf8 = (bytes: Uint8Array): string => {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return iconv.decode(Buffer.from(bytes), "win1252");
  }
};

const concat = (a: Uint8Array, b: Uint8Array): Uint8Array => {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
};

/** Length of the prefix that does not end inside a multi-byte UTF-8 sequence. */
export const completeUtf8Length = (bytes: Uint8Array): number => {
  const n = bytes.length;
  for (let back = 1; back <= Math.min(3, n); back++) {
    const b = bytes[n - back] as number;
    if ((b & 0xc0) === 0x80) continue; // continuation byte: look further back for the lead byte
    const needed = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return needed > back ? n - back : n;
  }
  return n;
};
