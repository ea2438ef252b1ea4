import type {
  KnownProviderInput,
  KnownProviderRecord,
  KnownProviderUpdate,
} from "#core/locations/known-providers/known-provider.ts";
import {
  createKnownProvider,
  getKnownProvider,
  knownProviderOptions,
  knownProviderSites,
  listKnownProviders,
  providerOrganisationOptions,
  updateKnownProvider,
} from "#core/locations/known-providers/manage-known-providers.ts";
import { requireActor } from "../../contract.ts";
import { isoString } from "../../iso-date.ts";
import type { MasterInput } from "./master-deps.ts";
import type { KnownProviderListQuery } from "./known-providers.schemas.ts";

const providerJson = (r: KnownProviderRecord) => ({
  id: r.id,
  name: r.name,
  idn: r.idn,
  organizationId: r.organizationId,
  organizationName: r.organizationName,
  onPlatform: r.organizationId !== null,
  recallEmail: r.recallEmail,
  phone: r.phone,
  city: r.city,
  state: r.state,
  status: r.status,
  locations: r.locations,
  version: r.version,
  createdAt: isoString(r.createdAt),
  updatedAt: isoString(r.updatedAt),
});

type Services = MasterInput<unknown, unknown, unknown>["services"];
const deps = (services: Services) => ({
  knownProviders: services.stores().knownProviders,
  ids: services.ids,
});

export const listHandler = async ({
  actor,
  query,
  services,
}: MasterInput<unknown, typeof KnownProviderListQuery.Type, unknown>) => {
  const { platform, ...request } = query;
  const page = await listKnownProviders(deps(services), requireActor(actor), {
    ...request,
    ...(platform === undefined ? {} : { onPlatform: platform === "ON" }),
  });
  return { ...page, items: page.items.map(providerJson) };
};

export const getHandler = async ({
  actor,
  params,
  services,
}: MasterInput<{ id: string }, unknown, unknown>) =>
  providerJson(await getKnownProvider(deps(services), requireActor(actor), params.id));

export const sitesHandler = async ({
  actor,
  params,
  services,
}: MasterInput<{ id: string }, unknown, unknown>) =>
  knownProviderSites(deps(services), requireActor(actor), params.id);

export const createHandler = async ({
  actor,
  body,
  services,
}: MasterInput<unknown, unknown, KnownProviderInput>) =>
  providerJson(await createKnownProvider(deps(services), requireActor(actor), body));

export const updateHandler = async ({
  actor,
  params,
  body,
  services,
}: MasterInput<{ id: string }, unknown, KnownProviderUpdate>) =>
  providerJson(await updateKnownProvider(deps(services), requireActor(actor), params.id, body));

export const optionsHandler = async ({ actor, services }: MasterInput<unknown, unknown, unknown>) =>
  knownProviderOptions(deps(services), requireActor(actor));

export const organisationsHandler = async ({ actor, services }: MasterInput<unknown, unknown, unknown>) =>
  providerOrganisationOptions(deps(services), requireActor(actor));
