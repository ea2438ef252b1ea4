import { route } from "../../contract.ts";
import {
  confirmRowHandler,
  knownLocationsHandler,
  listRowsHandler,
  rejectRowHandler,
  reopenRowHandler,
} from "./job-rows.handlers.ts";
import {
  ConfirmRowBody,
  JobIdParams,
  KnownLocationPage,
  KnownLocationQuery,
  PreprocessorJobRow,
  PreprocessorJobRowPage,
  RowIdParams,
  RowListQuery,
} from "./location-preprocessor.schemas.ts";

const locationManagers = {
  kind: "user",
  userTypes: ["NOTISPHERE"],
  permissions: ["Notisphere_ManageLocations"],
} as const;

const BASE = "/notisphere/locationPreProcessor";
const TAG = "location-preprocessor";

/** The job-detail screen's calls: rows by decision, the operator's review, and the site picker. */
export const jobRowRoutes = [
  route(
    {
      method: "get",
      path: `${BASE}/knownLocations`,
      operationId: "searchKnownLocations",
      tag: TAG,
      summary: "Known locations for the confirm dialog, searched by name, street, city or Notisphere id",
      access: locationManagers,
      query: KnownLocationQuery,
      response: KnownLocationPage,
    },
    knownLocationsHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/rows/{id}`,
      operationId: "listLocationPreprocessorRows",
      tag: TAG,
      summary: "The rows of a job with their decisions, paged and filtered by decision",
      access: locationManagers,
      params: JobIdParams,
      query: RowListQuery,
      response: PreprocessorJobRowPage,
      errors: [404],
    },
    listRowsHandler,
  ),
  route(
    {
      method: "put",
      path: `${BASE}/{id}/rows/{rowId}/confirm`,
      operationId: "confirmLocationPreprocessorRow",
      tag: TAG,
      summary: "Confirm a row's mapping to a known location (the candidate unless another is chosen)",
      access: locationManagers,
      params: RowIdParams,
      body: ConfirmRowBody,
      response: PreprocessorJobRow,
      errors: [404, 409],
      successMessage: "Location confirmed",
    },
    confirmRowHandler,
  ),
  route(
    {
      method: "put",
      path: `${BASE}/{id}/rows/{rowId}/reject`,
      operationId: "rejectLocationPreprocessorRow",
      tag: TAG,
      summary: "Reject a review row's candidate; the location stays unmapped",
      access: locationManagers,
      params: RowIdParams,
      response: PreprocessorJobRow,
      errors: [404, 409],
      successMessage: "Location rejected",
    },
    rejectRowHandler,
  ),
  route(
    {
      method: "put",
      path: `${BASE}/{id}/rows/{rowId}/reopen`,
      operationId: "reopenLocationPreprocessorRow",
      tag: TAG,
      summary:
        "Undo the operator's confirm or reject: the row returns to the matcher's decision (review or unmatched) and its mapping is cleared",
      access: locationManagers,
      params: RowIdParams,
      response: PreprocessorJobRow,
      errors: [404, 409],
      successMessage: "Decision undone",
    },
    reopenRowHandler,
  ),
];
