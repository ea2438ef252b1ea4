import { VALIDATION_MESSAGES } from "#core/shared/validation/messages.ts";
import type { TFunction } from "i18next";

/**
 * Core's validators answer in the spec's English words; the screen shows them in the chosen language by finding
 * the message's key. A message core adds later without a translation is shown as it is.
 */
export const translateValidation = (message: string, t: TFunction): string => {
  const min = /^Minimum (\d+) characters$/.exec(message);
  if (min !== null) return t("validation.min", { length: Number(min[1]) });
  for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) {
    if (text === message) return t(`validation.${key}`);
  }
  return message;
};
