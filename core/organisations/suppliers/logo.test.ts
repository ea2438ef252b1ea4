import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { checkLogo, MAX_LOGO_BYTES, sniffLogoFormat } from "./logo.ts";

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0,
]);
const bytes = (text: string) => new TextEncoder().encode(text);

describe("logo check", () => {
  it("knows the four image formats by their signatures", () => {
    expect(sniffLogoFormat(PNG)).toBe("png");
    expect(sniffLogoFormat(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("jpeg");
    expect(sniffLogoFormat(bytes("GIF89a\x01\x00"))).toBe("gif");
    expect(sniffLogoFormat(bytes("RIFF\x10\x00\x00\x00WEBPVP8 "))).toBe("webp");
  });

  it("refuses text named like an image, a truncated signature, an empty file and a file over 1 MB", () => {
    expect(checkLogo(bytes("this is not a png, whatever its name says"))).toMatchObject({
      ok: false,
      problem: { code: "suppliers.logoNotImage" },
    });
    expect(checkLogo(PNG.subarray(0, 8))).toMatchObject({ ok: false });
    expect(checkLogo(new Uint8Array())).toMatchObject({
      ok: false,
      problem: { code: "suppliers.logoChooseFile" },
    });
    const big = new Uint8Array(MAX_LOGO_BYTES + 1);
    big.set(PNG);
    expect(checkLogo(big)).toEqual({
      ok: false,
      problem: {
        code: "suppliers.logoTooLarge",
        message: "The logo is 1.0 MB; the largest allowed is 1 MB",
        params: { size: "1.0 MB" },
      },
    });
    const limit = new Uint8Array(MAX_LOGO_BYTES);
    limit.set(PNG);
    expect(checkLogo(limit)).toEqual({ ok: true, format: "png" });
  });

  it("property: bytes that start with none of the signatures are never accepted", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (data) => {
        const format = sniffLogoFormat(data);
        if (format === undefined) expect(checkLogo(data).ok).toBe(false);
        else expect(checkLogo(data)).toEqual({ ok: true, format });
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(sniffLogoFormat(bytes(`#${text}`))).toBeUndefined();
      }),
    );
  });
});
