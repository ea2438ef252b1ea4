import { defineCatalogue } from "./catalogue.ts";

/** Account, job, form-building and public-data catalogues and the loose status words several screens share. */

export const AccountStatus = defineCatalogue("account", [
  ["ACTIVE", "Active"],
  ["DEACTIVATED", "Deactivated"],
  ["PENDING", "Pending"],
]);

export const AccountStatusAlt = defineCatalogue("accountAlt", [
  ["ACTIVE", "Active"],
  ["INACTIVE", "Deactivated"],
  ["DELETED", "Deleted"],
  ["PENDING", "Pending"],
  ["LINKED", "Linked"],
]);

export const OrganizationUserStatus = defineCatalogue("organizationUser", [
  ["VERIFIED", "Verified"],
  ["VERIFICATION", "Verification Email Sent"],
  ["NONVERIFIED", "Not Verified"],
  ["DEACTIVATED", "Deactivated"],
  ["LOCKED", "Locked"],
  ["PENDING", "Pending"],
  ["SSO", "SSO"],
]);

export const JobStatus = defineCatalogue("job", [
  ["PENDING", "Pending"],
  ["IN PROGRESS", "In Progress"],
  ["COMPLETED", "Completed"],
  ["ERROR", "Error"],
  ["DEACTIVATED", "Deactivated"],
]);
export type JobStatus = (typeof JobStatus.values)[number];

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

export const TrafficColour = defineCatalogue("traffic", [
  ["RED", "Red"],
  ["GREEN", "Green"],
  ["YELLOW", "Yellow"],
]);

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

export const SupplierTypeCatalogue = defineCatalogue("supplierType", [
  ["SUPPLIER", "Supplier"],
  ["DISTRIBUTOR", "Distributor"],
]);

/** The loose status words of the translation file, keyed as the original used them. */
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
