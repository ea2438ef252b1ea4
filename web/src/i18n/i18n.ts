import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import type { Texts } from "../routes/web-feature.ts";
import { buildResources, LANGUAGES, type Language } from "./resources.ts";

const LANGUAGE_KEY = "language";

const storedLanguage = (): Language => {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? "") ? (stored as Language) : "en";
};

// Both languages ship in the main bundle: together they are a few kilobytes, smaller than a second request.
// Started at import with the shared texts, so modules that add texts while loading (catalogue-labels.ts)
// find i18next ready.
void i18next.use(initReactI18next).init({
  resources: buildResources([]),
  lng: storedLanguage(),
  fallbackLng: "en",
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** main.tsx adds the texts of the app's features (app/features.ts) before the first render. */
export const addFeatureTexts = (
  features: ReadonlyArray<{ readonly texts: Readonly<Record<Language, Texts>> }>,
): void => {
  for (const feature of features)
    for (const language of LANGUAGES)
      i18next.addResourceBundle(language, "translation", feature.texts[language], true, false);
};

export const setLanguage = (language: Language): void => {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  void i18next.changeLanguage(language);
};

document.documentElement.lang = storedLanguage();

export { i18next };
