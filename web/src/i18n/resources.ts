import { MENU_LABELS_EN, MENU_LABELS_VI } from "#core/identity/navigation/menu-labels.ts";
import { ROW_ACTION_LABELS_EN, ROW_ACTION_LABELS_VI } from "#core/shared/row-action-labels.ts";
import en from "./en.ts";
import componentsEn from "./components.en.ts";
import componentsVi from "./components.vi.ts";
import vi from "./vi.ts";
import { locationsEn } from "./locations.en.ts";
import { locationsVi } from "./locations.vi.ts";
import { nestKeys } from "./nest-keys.ts";

/**
 * The texts of the first download: the app's own plus core's sidebar and row-action labels. The status
 * catalogue labels join later (catalogue-labels.ts) because they come with core's Schema code.
 */
export const resources = {
  en: {
    translation: {
      ...en,
      ...componentsEn,
      ...locationsEn,
      ...nestKeys({ ...MENU_LABELS_EN, ...ROW_ACTION_LABELS_EN }),
    },
  },
  vi: {
    translation: {
      ...vi,
      ...componentsVi,
      ...locationsVi,
      ...nestKeys({ ...MENU_LABELS_VI, ...ROW_ACTION_LABELS_VI }),
    },
  },
} as const;

export const LANGUAGES = ["en", "vi"] as const;
export type Language = (typeof LANGUAGES)[number];
