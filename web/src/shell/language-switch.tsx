import { SegmentedControl } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { setLanguage } from "../i18n/i18n.ts";
import { LANGUAGES, type Language } from "../i18n/resources.ts";

/**
 * en and vi, kept in local storage. A two-way segmented control rather than a dropdown menu: it
 * needs no popover code, which keeps the sign-in page light.
 */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      value={i18n.language}
      onChange={(value) => setLanguage(value as Language)}
      aria-label={t("shell.language")}
      data-testid="language-switch"
      data={LANGUAGES.map((language) => ({
        value: language,
        label: (
          <span lang={language} title={t(language === "en" ? "shell.languageEn" : "shell.languageVi")}>
            {language.toUpperCase()}
          </span>
        ),
      }))}
    />
  );
};
