import { guardOf } from "../../contract.ts";
import { route } from "./deps.ts";
import { PREPROCESSOR_POLICY } from "#core/locations/preprocessor/policy.ts";
import { PREPROCESSOR_MESSAGES } from "#core/locations/preprocessor/messages.ts";
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
      summary: "Known locations for the confirm dialog, searched by name, street, city or NotiSphere id",
      access: guardOf(PREPROCESSOR_POLICY.searchKnownLocations),
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
      access: guardOf(PREPROCESSOR_POLICY.listRows),
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
      access: guardOf(PREPROCESSOR_POLICY.decideRow),
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
      access: guardOf(PREPROCESSOR_POLICY.decideRow),
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
      access: guardOf(PREPROCESSOR_POLICY.reopenRow),
      params: RowIdParams,
      response: PreprocessorJobRow,
      errors: [404, 409],
      successMessage: PREPROCESSOR_MESSAGES.texts.undone,
    },
    reopenRowHandler,
  ),
];
