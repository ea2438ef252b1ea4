import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { checkLogo, MAX_LOGO_BYTES, sniffLogoType } from "./logo-check.ts";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// A real PNG starts with its signature and then the IHDR chunk (length 13).
const PNG = [...PNG_SIGNATURE, 0, 0, 0, 0x0d, ...Buffer.from("IHDR")];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const GIF89 = [...Buffer.from("GIF89a")];
const GIF87 = [...Buffer.from("GIF87a")];
const WEBP = [...Buffer.from("RIFF"), 0x24, 0, 0, 0, ...Buffer.from("WEBPVP8 ")];
const bytes = (head: number[], size = head.length + 16) => {
  const out = new Uint8Array(size);
  out.set(head);
  return out;
};

describe("checkLogo", () => {
  it("knows the four image types by their first bytes", () => {
    expect(sniffLogoType(bytes(PNG))).toBe("image/png");
    expect(sniffLogoType(bytes(JPEG))).toBe("image/jpeg");
    expect(sniffLogoType(bytes(GIF89))).toBe("image/gif");
    expect(sniffLogoType(bytes(GIF87))).toBe("image/gif");
    expect(sniffLogoType(bytes(WEBP))).toBe("image/webp");
  });

  it("refuses text, PDFs, SVG, a RIFF that is not WebP and truncated signatures", () => {
    for (const head of [
      [...Buffer.from("%PDF-1.7")],
      [...Buffer.from("<svg xmlns=")],
      [...Buffer.from("hello")],
      [...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WAVE")],
      [...Buffer.from("GIF88a")],
    ])
      expect(checkLogo(bytes(head))).toEqual({ ok: false, reason: "notImage" });
    expect(checkLogo(new Uint8Array(PNG.slice(0, 7)))).toEqual({ ok: false, reason: "notImage" });
    // The PNG signature alone, with no IHDR chunk after it, is not an image.
    expect(checkLogo(bytes(PNG_SIGNATURE))).toEqual({ ok: false, reason: "notImage" });
    expect(checkLogo(new Uint8Array([0xff, 0xd8]))).toEqual({ ok: false, reason: "notImage" });
  });

  it("takes exactly 1 MB and refuses one byte more, and refuses an empty file", () => {
    expect(checkLogo(bytes(PNG, MAX_LOGO_BYTES))).toEqual({ ok: true, type: "image/png" });
    expect(checkLogo(bytes(PNG, MAX_LOGO_BYTES + 1))).toEqual({ ok: false, reason: "tooLarge" });
    expect(checkLogo(new Uint8Array())).toEqual({ ok: false, reason: "empty" });
  });

  it("accepts any tail after a known signature and nothing that starts otherwise", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (tail) => {
        expect(checkLogo(new Uint8Array([...PNG, ...tail])).ok).toBe(true);
        expect(checkLogo(new Uint8Array([0x00, ...PNG, ...tail])).ok).toBe(false);
      }),
    );
  });
});
