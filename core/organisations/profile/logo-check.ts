import { messageSet } from "../../shared/messages/message.ts";
import { LOGO_CONTENT_TYPES, MAX_LOGO_BYTES, sniffLogoFormat, type LogoFormat } from "../logo-image.ts";

export { MAX_LOGO_BYTES } from "../logo-image.ts";

/** What a refused logo hears. */
export const LOGO_MESSAGES = messageSet("logos", {
  notImage: "The logo must be a PNG, JPEG, GIF or WebP image",
  tooLarge: "The logo must be at most 1 MB",
  empty: "Choose an image file to use as the logo",
});

export type LogoType = (typeof LOGO_CONTENT_TYPES)[LogoFormat];

/** The image type the bytes are, by content (logo-image.ts); undefined for anything else. */
export const sniffLogoType = (bytes: Uint8Array): LogoType | undefined => {
  const format = sniffLogoFormat(bytes);
  return format === undefined ? undefined : LOGO_CONTENT_TYPES[format];
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
