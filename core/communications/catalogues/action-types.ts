import { defineCatalogue } from "../../shared/catalogues/catalogue.ts";

/** The kinds of action a recall or advisory asks its recipients to take. */
export const ActionType = defineCatalogue("actionType", [
  ["YesNo", "Yes/No"],
  ["Text", "Text"],
  ["Image", "Image"],
  ["Document", "Document"],
  ["Checkbox", "Checkbox"],
  ["Numeric", "Numeric"],
  ["MultipleChoice", "Multiple Choice"],
  ["Acknowledge", "Acknowledge"],
]);
