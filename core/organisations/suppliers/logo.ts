import type { Said } from "../../shared/messages/message.ts";
import { SUPPLIER_MESSAGES } from "./messages.ts";

export type LogoFormat = "png" | "jpeg" | "gif" | "webp";

export const LOGO_CONTENT_TYPES: Readonly<Record<LogoFormat, string>> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/** 1 MB: a logo is shown at header size; anything larger is a photo or a mistake. */
export const MAX_LOGO_BYTES = 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * The image format the bytes are, read from their signature (magic bytes), never from the file's name or the
 * declared type: a text file renamed logo.png is not a PNG. PNG needs its 8-byte signature and an IHDR chunk
 * first; JPEG its SOI and a marker; GIF "GIF87a"/"GIF89a"; WebP a RIFF container of type "WEBP".
 */
export const sniffLogoFormat = (bytes: Uint8Array): LogoFormat | undefined => {
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
    startsWith(bytes, ascii("IHDR"), 12)
  )
    return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return undefined;
};

const sizeText = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Why a file cannot be a logo (too large first, since a large file is refused before it is read), or its format. */
export const checkLogo = (
  bytes: Uint8Array,
): { readonly ok: true; readonly format: LogoFormat } | { readonly ok: false; readonly problem: Said } => {
  if (bytes.length === 0) return { ok: false, problem: SUPPLIER_MESSAGES.say("logoChooseFile") };
  if (bytes.length > MAX_LOGO_BYTES)
    return { ok: false, problem: SUPPLIER_MESSAGES.say("logoTooLarge", { size: sizeText(bytes.length) }) };
  const format = sniffLogoFormat(bytes);
  return format ? { ok: true, format } : { ok: false, problem: SUPPLIER_MESSAGES.say("logoNotImage") };
};
