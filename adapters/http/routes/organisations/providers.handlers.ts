import {
  listProviderOptions,
  listProviders,
  type ProviderRow,
} from "#core/organisations/providers/list-providers.ts";
import {
  createProvider,
  deactivateProvider,
  getProvider,
  updateProvider,
} from "#core/organisations/providers/save-provider.ts";
import type { ProviderInput } from "#core/organisations/providers/provider.ts";
import { requireActor } from "../../contract.ts";
import { isoString } from "../../iso-date.ts";
import type { ProviderInputOf } from "./providers.deps.ts";
import type { ProviderListQuery } from "./providers.schemas.ts";

/** A provider as the API sends it: the spec's grid column names, dates as ISO strings. */
export const providerJson = (row: ProviderRow) => ({
  id: row.id,
  name: row.name,
  idn: row.idn,
  add1: row.add1,
  add2: row.add2,
  city: row.city,
  state: row.state,
  zip: row.zip,
  notisphere_id: row.notisphereId,
  sites: row.sites,
  number_of_hospitals: row.hospitals,
  number_of_non_acute_sites: row.nonAcuteSites,
  status: row.status,
  createdAt: isoString(row.createdAt),
  updatedAt: isoString(row.updatedAt),
  allowedActions: row.allowedActions,
});

export const listHandler = async ({
  actor,
  query,
  services,
}: ProviderInputOf<unknown, typeof ProviderListQuery.Type, unknown>) => {
  const page = await listProviders({ providers: services.stores().providers }, requireActor(actor), query);
  return { ...page, items: page.items.map(providerJson) };
};

export const getHandler = async ({
  actor,
  params,
  services,
}: ProviderInputOf<{ id: string }, unknown, unknown>) =>
  providerJson(await getProvider({ providers: services.stores().providers }, requireActor(actor), params.id));

export const createHandler = async ({
  actor,
  body,
  services,
}: ProviderInputOf<unknown, unknown, ProviderInput>) =>
  providerJson(
    await createProvider(
      { providers: services.stores().providers, ids: services.ids },
      requireActor(actor),
      body,
    ),
  );

export const updateHandler = async ({
  actor,
  params,
  body,
  services,
}: ProviderInputOf<{ id: string }, unknown, ProviderInput>) =>
  providerJson(
    await updateProvider({ providers: services.stores().providers }, requireActor(actor), params.id, body),
  );

export const deactivateHandler = async ({
  actor,
  params,
  services,
}: ProviderInputOf<{ id: string }, unknown, unknown>) => {
  await deactivateProvider({ providers: services.stores().providers }, requireActor(actor), params.id);
  return null;
};

export const optionsHandler = async ({ actor, services }: ProviderInputOf<unknown, unknown, unknown>) =>
  listProviderOptions({ providers: services.stores().providers }, requireActor(actor));
