import { defineCatalogue } from "../../shared/catalogues/catalogue.ts";

/** Public regulator (FDA) data: device and drug recall statuses and the removal-or-correction flag. */
export const DeviceRecallStatus = defineCatalogue("deviceRecall", [
  ["Open", "Open"],
  ["Classified", "Classified"],
  ["Completed", "Completed"],
  ["Terminated", "Terminated"],
]);

export const DrugRecallStatus = defineCatalogue("drugRecall", [
  ["Ongoing", "Ongoing"],
  ["Completed", "Completed"],
  ["Terminated", "Terminated"],
]);

export const RemovalOrCorrection = defineCatalogue("removalOrCorrection", [
  ["Correction", "Correction"],
  ["Removal", "Removal"],
  ["Unknown", "Unknown"],
  ["", ""],
]);
