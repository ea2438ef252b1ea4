import { Schema } from "effect";
import { KnownProviderInput, KnownProviderUpdate } from "#core/locations/known-providers/known-provider.ts";
import { LOCATION_MASTER_POLICY } from "#core/locations/master/policy.ts";
import { guardOf } from "../../contract.ts";
import { masterRoute as route } from "./master-deps.ts";
import {
  createHandler,
  getHandler,
  listHandler,
  optionsHandler,
  organisationsHandler,
  sitesHandler,
  updateHandler,
} from "./known-providers.handlers.ts";
import {
  KnownProvider,
  KnownProviderListQuery,
  KnownProviderOption,
  KnownProviderPage,
  KnownProviderSite,
  ProviderOrganisationOption,
} from "./known-providers.schemas.ts";
import { IdParams } from "./master-locations.schemas.ts";

const TAG = "known-providers";
const BASE = "/notisphere/known-providers";

/** The provider organisations and IDNs locations belong to, on the platform or not yet. */
export const knownProviderRoutes = [
  route(
    {
      method: "get",
      path: BASE,
      operationId: "listKnownProviders",
      tag: TAG,
      summary:
        "Known providers, paged and searched, with whether each is on the platform and its recall mailbox",
      access: guardOf(LOCATION_MASTER_POLICY.providersList),
      query: KnownProviderListQuery,
      response: KnownProviderPage,
    },
    listHandler,
  ),
  route(
    {
      method: "post",
      path: BASE,
      operationId: "createKnownProvider",
      tag: TAG,
      summary: "Create a known provider, optionally linked to a provider organisation on the platform",
      access: guardOf(LOCATION_MASTER_POLICY.providersSave),
      body: KnownProviderInput,
      response: KnownProvider,
      successMessage: "Known provider created",
    },
    createHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/{id}`,
      operationId: "getKnownProvider",
      tag: TAG,
      summary: "One known provider",
      access: guardOf(LOCATION_MASTER_POLICY.providersView),
      params: IdParams,
      response: KnownProvider,
      errors: [404],
    },
    getHandler,
  ),
  route(
    {
      method: "put",
      path: `${BASE}/{id}`,
      operationId: "updateKnownProvider",
      tag: TAG,
      summary: "Change a known provider; `version` is the one the form was loaded with (409 when stale)",
      description:
        "Linking another organisation moves its locations to that organisation; their links to the old " +
        "organisation's sites are dropped.",
      access: guardOf(LOCATION_MASTER_POLICY.providersSave),
      params: IdParams,
      body: KnownProviderUpdate,
      response: KnownProvider,
      errors: [404, 409],
      successMessage: "Known provider saved",
    },
    updateHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/{id}/sites`,
      operationId: "listKnownProviderSites",
      tag: TAG,
      summary:
        "The sites of a known provider's organisation (none when not on the platform), for the location form",
      access: guardOf(LOCATION_MASTER_POLICY.providersView),
      params: IdParams,
      response: Schema.Array(KnownProviderSite),
      errors: [404],
    },
    sitesHandler,
  ),
  route(
    {
      method: "get",
      path: "/notisphere/known-provider-options",
      operationId: "listKnownProviderOptions",
      tag: TAG,
      summary: "Every known provider by name, for pickers",
      access: guardOf(LOCATION_MASTER_POLICY.providerOptions),
      response: Schema.Array(KnownProviderOption),
    },
    optionsHandler,
  ),
  route(
    {
      method: "get",
      path: "/notisphere/known-provider-organisations",
      operationId: "listKnownProviderOrganisations",
      tag: TAG,
      summary: "Provider organisations on the platform, each with the known provider linked to it if any",
      access: guardOf(LOCATION_MASTER_POLICY.providerOptions),
      response: Schema.Array(ProviderOrganisationOption),
    },
    organisationsHandler,
  ),
];
