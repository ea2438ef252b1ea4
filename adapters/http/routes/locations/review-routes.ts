import { Schema } from "effect";
import { LOCATION_REVIEW_POLICY } from "#core/locations/review/policy.ts";
import { LOCATION_REVIEW_MESSAGES } from "#core/locations/review/messages.ts";
// The same words as the pre-processor's own confirm and reject (one text, one translation).
import { PREPROCESSOR_MESSAGES } from "#core/locations/preprocessor/messages.ts";
import { guardOf } from "../../contract.ts";
import { reviewRoute as route } from "./review-deps.ts";
import {
  confirmHandler,
  createLocationHandler,
  detailHandler,
  knownProvidersHandler,
  listQueueHandler,
  rejectHandler,
} from "./review-handlers.ts";
import {
  ConfirmReviewBody,
  CreateLocationBody,
  CreatedFromReview,
  KnownProviderChoice,
  ReviewIdParams,
  ReviewListQuery,
  ReviewQueuePage,
  ReviewQueueRow,
  ReviewRowDetail,
} from "./review-schemas.ts";

const BASE = "/notisphere/locations-verification";
const TAG = "location-review";

/** The operator's review queue: ship-to rows in review, unmatched, or marked Invalid, across suppliers. */
export const locationReviewRoutes = [
  route(
    {
      method: "get",
      path: BASE,
      operationId: "listLocationReviewQueue",
      tag: TAG,
      summary:
        "Every supplier ship-to row in review, unmatched, or marked Invalid by a provider, across suppliers",
      access: guardOf(LOCATION_REVIEW_POLICY.listQueue),
      query: ReviewListQuery,
      response: ReviewQueuePage,
    },
    listQueueHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/{id}`,
      operationId: "getLocationReviewRow",
      tag: TAG,
      summary: "One queued ship-to row with the known locations near it, ranked by the matcher's evidence",
      access: guardOf(LOCATION_REVIEW_POLICY.viewRow),
      params: ReviewIdParams,
      response: ReviewRowDetail,
      errors: [404],
    },
    detailHandler,
  ),
  route(
    {
      method: "put",
      path: `${BASE}/{id}/confirm`,
      operationId: "confirmLocationReviewRow",
      tag: TAG,
      summary: "Map the row to its candidate, or to the known location picked; lifts the blocks on that pair",
      access: guardOf(LOCATION_REVIEW_POLICY.decideRow),
      params: ReviewIdParams,
      body: ConfirmReviewBody,
      response: ReviewQueueRow,
      errors: [404, 409],
      successMessage: PREPROCESSOR_MESSAGES.texts.confirmed,
    },
    confirmHandler,
  ),
  route(
    {
      method: "put",
      path: `${BASE}/{id}/reject`,
      operationId: "rejectLocationReviewRow",
      tag: TAG,
      summary:
        "Reject the row's candidate: the row stays unmapped and the pair is never applied again for it",
      access: guardOf(LOCATION_REVIEW_POLICY.decideRow),
      params: ReviewIdParams,
      response: ReviewQueueRow,
      errors: [404, 409],
      successMessage: PREPROCESSOR_MESSAGES.texts.rejected,
    },
    rejectHandler,
  ),
  route(
    {
      method: "post",
      path: `${BASE}/{id}/create-location`,
      operationId: "createLocationFromReviewRow",
      tag: TAG,
      summary: "Create a known location from the row (fields may be corrected) and map the row to it",
      access: guardOf(LOCATION_REVIEW_POLICY.createLocation),
      params: ReviewIdParams,
      body: CreateLocationBody,
      response: CreatedFromReview,
      errors: [404, 409],
      successMessage: LOCATION_REVIEW_MESSAGES.texts.created,
    },
    createLocationHandler,
  ),
  route(
    {
      method: "get",
      path: "/notisphere/locations-verification-known-providers",
      operationId: "listLocationReviewKnownProviders",
      tag: TAG,
      summary: "Active known providers by name (at most 1,000), for the create-location dialog",
      access: guardOf(LOCATION_REVIEW_POLICY.knownProviderOptions),
      response: Schema.Array(KnownProviderChoice),
    },
    knownProvidersHandler,
  ),
];
