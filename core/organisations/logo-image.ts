/**
 * What an organisation logo may be, read from the file's content. The operator's supplier screen and an
 * organisation's own profile both check logos with this one reader.
 */
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
