import type { Actor } from "../../access/actor.ts";
import type { Page } from "../../shared/paging.ts";
import { assertCanManageProviders, permittedProviderActions } from "./authorize.ts";
import type { ProviderListRequest, ProviderOption, ProviderRepository } from "./ports.ts";
import type { ProviderAction, ProviderRecord } from "./provider.ts";

export type ProviderRow = ProviderRecord & { readonly allowedActions: readonly ProviderAction[] };

export const withActions = (actor: Actor, provider: ProviderRecord): ProviderRow => ({
  ...provider,
  allowedActions: permittedProviderActions(actor, provider.status),
});

export const listProviders = async (
  deps: { providers: ProviderRepository },
  actor: Actor,
  request: ProviderListRequest,
): Promise<Page<ProviderRow>> => {
  assertCanManageProviders(actor, "providersList");
  const page = await deps.providers.list(request);
  return { ...page, items: page.items.map((provider) => withActions(actor, provider)) };
};

/** GET /providerorgmeta: every health system for the provider pickers, by name. */
export const listProviderOptions = async (
  deps: { providers: ProviderRepository },
  actor: Actor,
): Promise<readonly ProviderOption[]> => {
  assertCanManageProviders(actor, "providersOptions");
  return deps.providers.options();
};
