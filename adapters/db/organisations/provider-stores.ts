import type { ProviderStores } from "#core/organisations/providers/stores.ts";
import type { LazyEntityManager, StoreDeps } from "../store-deps.ts";
import { createProviderContactStore } from "./provider-contact-store.ts";
import { createProviderRepository } from "./provider-repository.ts";

/** The provider administration's stores on PostgreSQL; each is built on first use in the request. */
export const createProviderStores = (em: LazyEntityManager, deps: StoreDeps): ProviderStores => ({
  get providers() {
    return createProviderRepository(em, deps.listTotals);
  },
  get providerContacts() {
    return createProviderContactStore(em, deps.sendMailJob);
  },
});
