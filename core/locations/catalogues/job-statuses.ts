import { defineCatalogue } from "../../shared/catalogues/catalogue.ts";

/** The location pre-processor's job statuses. */
export const JobStatus = defineCatalogue("job", [
  ["PENDING", "Pending"],
  ["IN PROGRESS", "In Progress"],
  ["COMPLETED", "Completed"],
  ["ERROR", "Error"],
  ["DEACTIVATED", "Deactivated"],
]);
export type JobStatus = (typeof JobStatus.values)[number];
