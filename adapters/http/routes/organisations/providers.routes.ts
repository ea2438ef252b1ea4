import { Schema } from "effect";
import { PROVIDER_POLICY } from "#core/organisations/providers/policy.ts";
import { ProviderInput } from "#core/organisations/providers/provider.ts";
import { guardOf } from "../../contract.ts";
import { providerRoute as route } from "./providers.deps.ts";
import {
  createHandler,
  deactivateHandler,
  getHandler,
  listHandler,
  optionsHandler,
  updateHandler,
} from "./providers.handlers.ts";
import { IdParams, Provider, ProviderListQuery, ProviderOption, ProviderPage } from "./providers.schemas.ts";

const TAG = "providers";
const BASE = "/notisphere/organizations";

/** The operator's provider (health system) accounts: grid, form, deactivation and the provider picker. */
export const providerRoutes = [
  route(
    {
      method: "get",
      path: `${BASE}/providers`,
      operationId: "listProviders",
      tag: TAG,
      summary: "Health systems, paged, sorted, searched and filtered, with their site counts",
      description:
        "sites counts every site except the Corporate one; number_of_hospitals those from the CMS hospital list " +
        "(they carry the CMS facility id); number_of_non_acute_sites the others.",
      access: guardOf(PROVIDER_POLICY.providersList),
      query: ProviderListQuery,
      response: ProviderPage,
    },
    listHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/providerorgmeta`,
      operationId: "listProviderOptions",
      tag: TAG,
      summary: "Every health system by name, for provider pickers",
      access: guardOf(PROVIDER_POLICY.providersOptions),
      response: Schema.Array(ProviderOption),
    },
    optionsHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/providers/{id}`,
      operationId: "getProvider",
      tag: TAG,
      summary: "One health system",
      access: guardOf(PROVIDER_POLICY.providersView),
      params: IdParams,
      response: Provider,
      errors: [404],
    },
    getHandler,
  ),
  route(
    {
      method: "post",
      path: `${BASE}/providers`,
      operationId: "createProvider",
      tag: TAG,
      summary: "Create a health system with its built-in roles and its Corporate site",
      description:
        "The name must differ from every other health system's, ignoring case and repeated spaces. The state is a US " +
        "state or territory code and the ZIP code has 5 digits or ZIP+4.",
      access: guardOf(PROVIDER_POLICY.providersCreate),
      body: ProviderInput,
      response: Provider,
      successMessage: "Health system created",
    },
    createHandler,
  ),
  route(
    {
      method: "put",
      path: `${BASE}/providers/{id}`,
      operationId: "updateProvider",
      tag: TAG,
      summary: "Change a health system's name, IDN, address or status",
      access: guardOf(PROVIDER_POLICY.providersUpdate),
      params: IdParams,
      body: ProviderInput,
      response: Provider,
      errors: [404],
      successMessage: "Health system saved",
    },
    updateHandler,
  ),
  route(
    {
      method: "delete",
      path: `${BASE}/providers/{id}`,
      operationId: "deactivateProvider",
      tag: TAG,
      summary: "Deactivate a health system (its history stays; it can be activated again)",
      access: guardOf(PROVIDER_POLICY.providersDeactivate),
      params: IdParams,
      response: Schema.Null,
      errors: [404, 409],
      successMessage: "Health system deactivated",
    },
    deactivateHandler,
  ),
];
