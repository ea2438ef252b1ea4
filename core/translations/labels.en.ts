import { MENU_LABELS_EN } from "../identity/navigation/menu-labels.ts";
import { ROW_ACTION_LABELS_EN } from "../shared/row-action-labels.ts";
import { ALL_CATALOGUES } from "./all-catalogues.ts";
import { catalogueLabels } from "../shared/catalogues/catalogue.ts";

/** English texts of every core i18n key (status catalogues, sidebar, row actions), flat key → text for i18next. */
export const LABELS_EN: Readonly<Record<string, string>> = {
  ...catalogueLabels(ALL_CATALOGUES),
  ...MENU_LABELS_EN,
  ...ROW_ACTION_LABELS_EN,
};
