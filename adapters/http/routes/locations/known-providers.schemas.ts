import { Schema } from "effect";
import {
  KNOWN_PROVIDER_FILTER_FIELDS,
  KNOWN_PROVIDER_SORT_FIELDS,
  KnownProviderStatus,
} from "#core/locations/known-providers/known-provider.ts";
import { enumParam, listQuery } from "../../list-query.ts";
import { pageOf } from "../../page-schema.ts";

/** A known provider; `onPlatform` when linked to a provider organisation, `recallEmail` its recall mailbox. */
export const KnownProvider = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  idn: Schema.NullOr(Schema.String),
  organizationId: Schema.NullOr(Schema.String),
  organizationName: Schema.NullOr(Schema.String),
  onPlatform: Schema.Boolean,
  recallEmail: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  status: KnownProviderStatus,
  locations: Schema.Int,
  version: Schema.Int,
  createdAt: Schema.String,
  updatedAt: Schema.String,
}).annotate({ identifier: "KnownProvider" });

export const KnownProviderPage = pageOf(KnownProvider, "KnownProviderPage");

export const KnownProviderListQuery = listQuery({
  identifier: "KnownProviderListQuery",
  sort: {
    fields: KNOWN_PROVIDER_SORT_FIELDS,
    default: "name",
    description: "name, idn, city, state, status or locations",
  },
  searchDescription: "Finds the text in the name, IDN, city or recall mailbox",
  params: {
    status: enumParam(KnownProviderStatus.literals, "ACTIVE or INACTIVE"),
    platform: enumParam(["ON", "OFF"], "ON: only providers on the platform; OFF: only those not on it"),
  },
  filters: {
    fields: KNOWN_PROVIDER_FILTER_FIELDS,
    description:
      'Grid header filters as JSON, e.g. {"name":{"filterType":"text","type":"contains","filter":"bayou"}}',
  },
});

export const KnownProviderOption = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  idn: Schema.NullOr(Schema.String),
  organizationId: Schema.NullOr(Schema.String),
  status: KnownProviderStatus,
}).annotate({ identifier: "KnownProviderOption" });

export const ProviderOrganisationOption = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  idn: Schema.NullOr(Schema.String),
  knownProviderId: Schema.NullOr(Schema.String),
}).annotate({ identifier: "KnownProviderOrganisationOption" });

export const KnownProviderSite = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  knownLocationId: Schema.NullOr(Schema.String),
}).annotate({ identifier: "KnownProviderSite" });
