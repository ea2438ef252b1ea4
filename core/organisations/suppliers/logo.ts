import type { Said } from "../../shared/messages/message.ts";
import { SUPPLIER_MESSAGES } from "./messages.ts";
import { MAX_LOGO_BYTES, sniffLogoFormat, type LogoFormat } from "../logo-image.ts";

export { LOGO_CONTENT_TYPES, MAX_LOGO_BYTES, sniffLogoFormat, type LogoFormat } from "../logo-image.ts";

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
