import { defineCatalogue } from "./catalogue.ts";

/** The loose status words of the translation file, keyed as the original used them. Screens of several
 * contexts share them, so they stay in the shared kernel. */
export const StatusWord = defineCatalogue("word", [
  ["active", "Active"],
  ["inactive", "Inactive"],
  ["pending", "Pending"],
  ["deleted", "Deleted"],
  ["verified", "Verified"],
  ["closed", "Closed"],
  ["incomplete", "Incomplete"],
  ["open", "Open"],
  ["unsent", "Unsent"],
]);
