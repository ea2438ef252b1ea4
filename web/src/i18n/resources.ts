import { MENU_LABELS_EN, MENU_LABELS_VI } from "#core/access/menu-labels.ts";
import en from "./en.ts";
import vi from "./vi.ts";

/** Core's sidebar labels use flat keys ("menu.recalls"); i18next reads dots as nesting, so nest them. */
const nest = (flat: Readonly<Record<string, string>>): Record<string, Record<string, string>> => {
  const nested: Record<string, Record<string, string>> = {};
  for (const [key, text] of Object.entries(flat)) {
    const [group = "", name = ""] = key.split(".", 2);
    (nested[group] ??= {})[name] = text;
  }
  return nested;
};

/** Both languages in one place: the app's own texts plus the labels core owns. */
export const resources = {
  en: { translation: { ...en, ...nest(MENU_LABELS_EN) } },
  vi: { translation: { ...vi, ...nest(MENU_LABELS_VI) } },
} as const;

export const LANGUAGES = ["en", "vi"] as const;
export type Language = (typeof LANGUAGES)[number];
