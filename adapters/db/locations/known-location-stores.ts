import type { LocationMasterStores } from "#core/locations/master/stores.ts";
import type { LazyEntityManager, StoreDeps } from "../store-deps.ts";
import { createKnownLocationRepository } from "./known-location-repository.ts";
import { createKnownProviderRepository } from "./known-provider-repository.ts";

/** The location master and known providers on PostgreSQL; each is built on first use in the request. */
export const createLocationMasterStores = (em: LazyEntityManager, deps: StoreDeps): LocationMasterStores => ({
  get knownLocations() {
    return createKnownLocationRepository(em, deps.listTotals);
  },
  get knownProviders() {
    return createKnownProviderRepository(em, deps.listTotals);
  },
});
