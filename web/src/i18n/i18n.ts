import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGES, resources, type Language } from "./resources.ts";

const LANGUAGE_KEY = "language";

const storedLanguage = (): Language => {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? "") ? (stored as Language) : "en";
};

// Both languages ship in the main bundle: together they are a few kilobytes, smaller than a second request.
void i18next.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: "en",
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const setLanguage = (language: Language): void => {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  void i18next.changeLanguage(language);
};

document.documentElement.lang = storedLanguage();

export { i18next };
