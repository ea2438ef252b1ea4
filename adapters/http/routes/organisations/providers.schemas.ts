import { Schema } from "effect";
import {
  PROVIDER_FILTER_FIELDS,
  PROVIDER_SORT_FIELDS,
  ProviderAction,
  ProviderStatus,
} from "#core/organisations/providers/provider.ts";
import { enumParam, listQuery } from "../../list-query.ts";
import { pageOf } from "../../page-schema.ts";

/** A provider account as the grid and form read it; field names are the spec's grid columns. */
export const Provider = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  idn: Schema.NullOr(Schema.String),
  add1: Schema.NullOr(Schema.String),
  add2: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  zip: Schema.NullOr(Schema.String),
  notisphere_id: Schema.String,
  sites: Schema.Int,
  number_of_hospitals: Schema.Int,
  number_of_non_acute_sites: Schema.Int,
  status: ProviderStatus,
  createdAt: Schema.String,
  updatedAt: Schema.String,
  allowedActions: Schema.Array(ProviderAction),
}).annotate({ identifier: "Provider" });

export const ProviderPage = pageOf(Provider, "ProviderPage");

export const ProviderListQuery = listQuery({
  identifier: "ProviderListQuery",
  sort: {
    fields: PROVIDER_SORT_FIELDS,
    default: "name",
    description:
      "name, idn, add1, city, state, zip, notisphere_id, sites, number_of_hospitals, number_of_non_acute_sites or status",
  },
  searchDescription: "Finds the text in the name, IDN, city or NotiSphere id",
  params: { status: enumParam(ProviderStatus.literals, "ACTIVE, DEACTIVATED or PENDING") },
  filters: {
    fields: PROVIDER_FILTER_FIELDS,
    description:
      'Grid header filters as JSON, e.g. {"name":{"filterType":"text","type":"contains","filter":"mayo"}}',
  },
});

export const ProviderOption = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  idn: Schema.NullOr(Schema.String),
  status: ProviderStatus,
}).annotate({ identifier: "ProviderOption" });

export const IdParams = Schema.Struct({ id: Schema.String });
