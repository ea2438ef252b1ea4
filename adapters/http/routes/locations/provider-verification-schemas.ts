import { Schema } from "effect";
import {
  PROVIDER_STATUS_FILTERS,
  PROVIDER_VERIFICATION_FILTER_FIELDS,
  PROVIDER_VERIFICATION_SORT_FIELDS,
} from "#core/locations/verification/provider-verification.ts";
import { enumParam, listQuery, textParam } from "../../list-query.ts";
import { pageOf } from "../../page-schema.ts";

const Mark = Schema.Literals(["Covered", "NotCovered", "Emailed"]);

export const VerificationProposal = Schema.Struct({
  status: Mark,
  siteId: Schema.NullOr(Schema.String),
  siteName: Schema.NullOr(Schema.String),
  supplierName: Schema.String.annotate({
    description: "The supplier whose row at this location was verified",
  }),
}).annotate({ identifier: "ProviderVerificationProposal" });

export const ProviderVerificationRow = Schema.Struct({
  id: Schema.String,
  supplierOrganizationId: Schema.String,
  supplierName: Schema.String,
  locationId: Schema.String.annotate({ description: "The supplier's own ship-to id" }),
  name: Schema.String,
  address1: Schema.String,
  address2: Schema.NullOr(Schema.String),
  city: Schema.String,
  state: Schema.String,
  zip: Schema.String,
  knownLocationId: Schema.String,
  notisphereId: Schema.String,
  knownLocationName: Schema.String,
  knownLocationSiteId: Schema.NullOr(Schema.String).annotate({
    description: "The site the known location was made from: the one to propose when marking Covered",
  }),
  status: Schema.NullOr(Mark).annotate({ description: "null = not verified yet" }),
  siteId: Schema.NullOr(Schema.String),
  siteName: Schema.NullOr(Schema.String),
  verifiedAt: Schema.NullOr(Schema.String),
  proposal: Schema.NullOr(VerificationProposal).annotate({
    description: "For an unverified row: the mark another supplier's row at the same location got",
  }),
}).annotate({ identifier: "ProviderVerificationRow" });

export const ProviderVerificationPage = pageOf(ProviderVerificationRow, "ProviderVerificationPage");

export const ProviderVerificationListQuery = listQuery({
  identifier: "ProviderVerificationListQuery",
  sort: {
    fields: PROVIDER_VERIFICATION_SORT_FIELDS,
    default: "name",
    description:
      "name (default), locationId, supplierName, address1, city, state, zip, notisphereId, status, siteName or verifiedAt",
  },
  searchDescription: "Finds the text in the ship-to name, id, address, city, ZIP, supplier or Notisphere id",
  params: {
    supplierId: textParam("Only this supplier's rows"),
    status: enumParam(
      PROVIDER_STATUS_FILTERS,
      "unverified, proposed (unverified with a proposal), covered, notcovered or emailed",
      "lower",
    ),
  },
  filters: {
    fields: PROVIDER_VERIFICATION_FILTER_FIELDS,
    description:
      'Grid header filters as JSON, e.g. {"city":{"filterType":"text","type":"contains","filter":"mobile"}}',
  },
});

export const VerificationSupplier = Schema.Struct({
  supplierOrganizationId: Schema.String,
  supplierName: Schema.String,
  total: Schema.Int,
  unverified: Schema.Int,
  proposed: Schema.Int,
}).annotate({ identifier: "ProviderVerificationSupplier" });

export const VerificationSites = Schema.Struct({
  centralised: Schema.Boolean.annotate({ description: "organization.centralized, unset counting as true" }),
  sites: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      isCorporate: Schema.Boolean,
      mayCover: Schema.Boolean.annotate({
        description:
          "Whether the caller may mark rows Covered for this site (decentralised: members of it only)",
      }),
    }),
  ),
}).annotate({ identifier: "ProviderVerificationSites" });

export const MarkOutcome = Schema.Struct({
  marked: Schema.Int,
  sentToReview: Schema.Int.annotate({
    description: "Other suppliers' rows at the same building sent to the operator's review by Invalid",
  }),
}).annotate({ identifier: "ProviderVerificationOutcome" });
