import { messageSet } from "./message.ts";

/** Messages any context or the HTTP adapter may say: access, missing things, and problems with the request itself. */
export const COMMON_MESSAGES = messageSet("common", {
  noPermission: "You don't have permission to access.",
  notFound: "Not found",
  unauthorized: "Unauthorized",
  internalError: "Something went wrong on our side. Please try again.",
  transitionRefused: "This action is not possible in the record's current state",
  invalidLink: "This download link is invalid or has expired",
  notAFileDownload: "path is not a file download of this API",
  deleted: "Successfully Deleted!",
});

export const REQUEST_MESSAGES = messageSet("request", {
  badJson: "The request body is not valid JSON",
  badJsonField: "not valid JSON",
  multipartExpected: "Send the file as multipart/form-data",
  multipartExpectedField: "multipart/form-data expected",
  badMultipart: "The upload is not valid multipart/form-data",
  badMultipartField: "unreadable multipart body",
  tooLarge: "The request is too large",
  unstorable: "{field} must not contain the NUL character (U+0000)",
  tooDeep: "{field} is nested too deeply (at most {max} levels)",
  nameNotAllowed: "name not allowed",
  invalidPart: "Invalid {where}",
  fieldProblem: "{field}: {problem}",
  oneOf: "{field} must be {choices}",
  isoDate: "{field} must be an ISO 8601 date or date-time",
  maximumLength: "Maximum {max} characters",
  tooManySignIns: "Too many sign-in attempts. Please wait and try again.",
  tooManyAttempts: "Too many attempts. Please wait and try again.",
  loginAs: "login_as must be NOTISPHERE, PROV or SUPP",
});

/** The list query's problems; API clients see them (the screens send valid queries). */
export const PAGING_MESSAGES = messageSet("paging", {
  pageNumber: "pageNumber must be a whole number from 1 to {max}",
  pageSize: "pageSize must be a whole number from 1 to {max}",
  sortField: "sortField must be one of {fields}",
  sortDirection: "sortDirection must be asc or desc",
  filterJson: "filterModel must be JSON",
  filterObject: "filterModel must be an object of column filters",
  filterColumn: "cannot filter on {column}",
  filterNul: "filterModel must not contain the NUL character (U+0000), found in the {column} filter",
});
