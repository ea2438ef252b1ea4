import { Schema } from "effect";
import {
  ChangeType,
  KNOWN_LOCATION_FILTER_FIELDS,
  KNOWN_LOCATION_SORT_FIELDS,
  KnownLocationStatus,
  KnownLocationType,
} from "#core/locations/master/known-location.ts";
import { enumParam, listQuery, textParam } from "../../list-query.ts";
import { pageOf } from "../../page-schema.ts";

/** A known location as the grid, the view and the form read it. */
export const KnownLocation = Schema.Struct({
  id: Schema.String,
  notisphereId: Schema.String,
  knownProviderId: Schema.String,
  knownProviderName: Schema.NullOr(Schema.String),
  idn: Schema.NullOr(Schema.String),
  providerOrganizationId: Schema.NullOr(Schema.String),
  providerSiteId: Schema.NullOr(Schema.String),
  siteName: Schema.NullOr(Schema.String),
  name: Schema.String,
  address1: Schema.String,
  address2: Schema.NullOr(Schema.String),
  city: Schema.String,
  state: Schema.String,
  zip: Schema.String,
  phone: Schema.NullOr(Schema.String),
  hin: Schema.NullOr(Schema.String),
  gln: Schema.NullOr(Schema.String),
  type: KnownLocationType,
  status: KnownLocationStatus,
  mergedIntoId: Schema.NullOr(Schema.String),
  mergedIntoNotisphereId: Schema.NullOr(Schema.String),
  version: Schema.Int,
  createdAt: Schema.String,
  updatedAt: Schema.String,
}).annotate({ identifier: "MasterLocation" });

export const KnownLocationPage = pageOf(KnownLocation, "MasterLocationPage");

export const KnownLocationChangeEntry = Schema.Struct({
  id: Schema.String,
  at: Schema.String,
  byName: Schema.String,
  changeType: ChangeType,
  changes: Schema.Record(Schema.String, Schema.Unknown),
}).annotate({ identifier: "MasterLocationChange" });

const LIST = {
  sort: {
    fields: KNOWN_LOCATION_SORT_FIELDS,
    default: "name" as const,
    description: "notisphere_id, name, provider, idn, address1, city, state, zip, type, status or updated_at",
  },
  searchDescription: "Finds the text in the Notisphere id, name, street, city, ZIP, HIN or GLN",
  params: {
    status: enumParam(KnownLocationStatus.literals, "ACTIVE, CLOSED or MERGED"),
    type: enumParam(KnownLocationType.literals, "HOSPITAL or NON_ACUTE"),
    knownProviderId: textParam("Only the locations of this known provider"),
  },
  filters: {
    fields: KNOWN_LOCATION_FILTER_FIELDS,
    description:
      'Grid header filters as JSON, e.g. {"city":{"filterType":"text","type":"contains","filter":"mobile"}}',
  },
};

export const KnownLocationListQuery = listQuery({ identifier: "KnownLocationListQuery", ...LIST });
export const KnownLocationDownloadQuery = listQuery({ identifier: "KnownLocationDownloadQuery", ...LIST });

export const IdParams = Schema.Struct({ id: Schema.String });
export const FormatParams = Schema.Struct({ format: Schema.Literals(["csv", "xlsx"]) });
