import { describe, expect, it } from "vitest";
import { decodeBytes } from "./decode-bytes.ts";

const decode = async (chunks: Uint8Array[]): Promise<string> => {
  let text = "";
  for await (const part of decodeBytes(
    (async function* () {
      yield* chunks;
    })(),
  ))
    text += part;
  return text;
};

describe("decodeBytes", () => {
  it("strips a BOM and joins a UTF-8 character split across chunks", async () => {
    const bytes = new TextEncoder().encode("\uFEFFSão José");
    expect(await decode([bytes.subarray(0, 5), bytes.subarray(5, 6), bytes.subarray(6)])).toBe("São José");
  });

  it("falls back to Windows-1252 when the bytes are not UTF-8", async () => {
    expect(await decode([Uint8Array.from([0x53, 0xe3, 0x6f, 0x20, 0x93, 0x78, 0x94])])).toBe(
      "São \u201cx\u201d",
    );
  });

  it("keeps reading Windows-1252 after an ASCII first chunk", async () => {
    expect(await decode([new TextEncoder().encode("abc,"), Uint8Array.from([0xe9, 0x2c])])).toBe("abc,é,");
  });
});
