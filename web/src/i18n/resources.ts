import { MENU_LABELS_EN, MENU_LABELS_VI } from "#core/identity/navigation/menu-labels.ts";
import { ROW_ACTION_LABELS_EN, ROW_ACTION_LABELS_VI } from "#core/shared/row-action-labels.ts";
import type { Texts } from "../routes/web-feature.ts";
import en from "./en.ts";
import componentsEn from "./components.en.ts";
import componentsVi from "./components.vi.ts";
import vi from "./vi.ts";
import { nestKeys } from "./nest-keys.ts";

export const LANGUAGES = ["en", "vi"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The texts every screen shares: the app frame's, the shared components', core's sidebar and row actions. */
export const SHARED_TEXTS = {
  en: { ...en, ...componentsEn, ...nestKeys({ ...MENU_LABELS_EN, ...ROW_ACTION_LABELS_EN }) },
  vi: { ...vi, ...componentsVi, ...nestKeys({ ...MENU_LABELS_VI, ...ROW_ACTION_LABELS_VI }) },
};

/**
 * The texts of the first download: the shared ones plus each feature's (each owns its own namespaces, so
 * they never overwrite one another). The status catalogue labels join later (catalogue-labels.ts) because
 * they come with core's Schema code.
 */
export const buildResources = (
  features: ReadonlyArray<{ readonly texts: Readonly<Record<Language, Texts>> }>,
): Record<Language, { translation: Record<string, unknown> }> =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        translation: Object.assign(
          {},
          SHARED_TEXTS[language],
          ...features.map((feature) => feature.texts[language]),
        ) as Record<string, unknown>,
      },
    ]),
  ) as Record<Language, { translation: Record<string, unknown> }>;
