import { Schema } from "effect";
import { pageOf } from "../../page-schema.ts";
import { enumParam, listQuery, textParam } from "../../list-query.ts";
import { REVIEW_ACTIONS } from "#core/locations/review/review-decisions.ts";
import { REVIEW_KINDS } from "#core/locations/review/review-row.ts";
import { REVIEW_SORT_FIELDS } from "#core/locations/review/review-queue.ts";
import { RowDecision } from "#core/locations/preprocessor/preprocessor-job.ts";
import { KnownLocation } from "./location-preprocessor.schemas.ts";

const ReviewFields = {
  id: Schema.String,
  supplierOrganizationId: Schema.String,
  supplierName: Schema.String,
  locationId: Schema.String.annotate({ description: "The supplier's ship-to id" }),
  name: Schema.String,
  address1: Schema.String,
  address2: Schema.NullOr(Schema.String),
  city: Schema.String,
  state: Schema.String,
  zip: Schema.String,
  phone: Schema.NullOr(Schema.String),
  hin: Schema.NullOr(Schema.String),
  gln: Schema.NullOr(Schema.String),
  decision: RowDecision,
  verificationStatus: Schema.NullOr(Schema.String),
  kind: Schema.NullOr(Schema.Literals(REVIEW_KINDS)).annotate({
    description:
      "Why it waits: review (matcher unsure), unmatched (nothing found), invalid (provider said not theirs); null once decided",
  }),
  score: Schema.Number,
  reason: Schema.String.annotate({
    description: "The matcher's reason in short technical form, or why a match was blocked",
  }),
  knownLocationId: Schema.NullOr(Schema.String),
  candidateKnownLocationId: Schema.NullOr(Schema.String),
  candidate: Schema.NullOr(KnownLocation).annotate({
    description:
      "What a plain confirm maps to: the matcher's candidate, or the mapping a provider called Invalid",
  }),
  updatedAt: Schema.String,
  allowedActions: Schema.Array(Schema.Literals(REVIEW_ACTIONS)),
};

export const ReviewQueueRow = Schema.Struct(ReviewFields).annotate({ identifier: "LocationReviewRow" });
export const ReviewQueuePage = pageOf(ReviewQueueRow, "LocationReviewPage");

export const ReviewCandidate = Schema.Struct({
  ...KnownLocation.fields,
  score: Schema.Number.annotate({ description: "The matcher's evidence score against the ship-to row" }),
  sameBuilding: Schema.Boolean,
  blocked: Schema.NullOr(Schema.Literals(["REJECTED", "INVALID"])).annotate({
    description:
      "An earlier word against this pair (an operator's rejection, a provider's Invalid); a confirm lifts it",
  }),
}).annotate({ identifier: "LocationReviewCandidate" });

export const ReviewRowDetail = Schema.Struct({
  ...ReviewFields,
  candidates: Schema.Array(ReviewCandidate),
}).annotate({ identifier: "LocationReviewDetail" });

export const ReviewListQuery = listQuery({
  identifier: "LocationReviewListQuery",
  sort: {
    fields: REVIEW_SORT_FIELDS,
    default: "name",
    description: "name (default), locationId, supplierName, city, state or updatedAt",
  },
  searchDescription: "Finds the text in ship-to name, ship-to id, street or city",
  params: {
    supplierId: textParam("Only this supplier's rows"),
    kind: enumParam(REVIEW_KINDS, "review, unmatched or invalid", "lower"),
  },
});

export const ReviewIdParams = Schema.Struct({ id: Schema.String });

export const ConfirmReviewBody = Schema.Struct({
  knownLocationId: Schema.optional(Schema.String).annotate({
    description: "The known location (id or NotiSphere id) picked; the row's candidate when absent",
  }),
}).annotate({ identifier: "ConfirmLocationReview" });

const optionalText = (description: string) => Schema.optional(Schema.String).annotate({ description });

export const CreateLocationBody = Schema.Struct({
  knownProviderId: Schema.String.annotate({ description: "The known provider the new location belongs to" }),
  type: Schema.optional(Schema.Literals(["HOSPITAL", "NON_ACUTE"])),
  name: optionalText("The row's name unless corrected"),
  address1: optionalText("The row's street unless corrected"),
  address2: Schema.optional(Schema.NullOr(Schema.String)),
  city: optionalText("The row's city unless corrected"),
  state: optionalText("Two-letter state code; the row's unless corrected"),
  zip: optionalText("The row's ZIP unless corrected"),
  phone: Schema.optional(Schema.NullOr(Schema.String)),
}).annotate({ identifier: "CreateLocationFromReview" });

export const CreatedFromReview = Schema.Struct({
  row: ReviewQueueRow,
  location: KnownLocation,
}).annotate({ identifier: "LocationCreatedFromReview" });

export const KnownProviderChoice = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  idn: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
}).annotate({ identifier: "LocationReviewKnownProvider" });
