import type { ProviderContactStore, ProviderRepository } from "./ports.ts";

/** Storage the provider administration publishes to request handlers (joins OrganisationsStores at merge). */
export interface ProviderStores {
  readonly providers: ProviderRepository;
  readonly providerContacts: ProviderContactStore;
}
