import { defineCatalogue } from "../../shared/catalogues/catalogue.ts";

/** Product-field definitions: the kinds of field and the default of a date field. */
export const FieldType = defineCatalogue("fieldType", [
  ["Text", "Text"],
  ["Number", "Number"],
  ["Date", "Date"],
  ["ListSingle", "List (single)"],
  ["ListMultiple", "List (multiple)"],
  ["YesNo", "Yes/No"],
  ["TrueFalse", "True/False"],
]);

export const DefaultDateChoice = defineCatalogue("defaultDate", [
  ["CURRENT_TIME", "Current Time"],
  ["NOT_APPLY", "Not Applicable"],
]);
