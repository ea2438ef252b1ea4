import { messageSet } from "../../shared/messages/message.ts";

/** What a refused logo hears. */
export const LOGO_MESSAGES = messageSet("logos", {
  notImage: "The logo must be a PNG, JPEG, GIF or WebP image",
  tooLarge: "The logo must be at most 1 MB",
  empty: "Choose an image file to use as the logo",
});

/** 1 MB: a logo is shown small; a larger file is almost always a photo or a scan by mistake. */
export const MAX_LOGO_BYTES = 1024 * 1024;

export type LogoType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/**
 * The image type the bytes are, read from their first bytes (the file's name and its declared type can say
 * anything): PNG, JPEG, GIF87a/89a or WebP (RIFF....WEBP); undefined for anything else.
 */
export const sniffLogoType = (bytes: Uint8Array): LogoType | undefined => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return "image/gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  return undefined;
};

export type LogoCheck =
  | { readonly ok: true; readonly type: LogoType }
  | { readonly ok: false; readonly reason: "empty" | "tooLarge" | "notImage" };

/** Whether the bytes may be an organisation's logo: not empty, at most MAX_LOGO_BYTES, and an image by content. */
export const checkLogo = (bytes: Uint8Array): LogoCheck => {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > MAX_LOGO_BYTES) return { ok: false, reason: "tooLarge" };
  const type = sniffLogoType(bytes);
  return type === undefined ? { ok: false, reason: "notImage" } : { ok: true, type };
};
