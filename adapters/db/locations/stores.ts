import type { LocationsStores } from "#core/locations/stores.ts";
import type { LazyEntityManager, StoreDeps } from "../store-deps.ts";
import { createPreprocessorJobRepository } from "./preprocessor-job-repository.ts";
import { createSupplierLocationRepository } from "./supplier-locations-repository.ts";

/** The locations context's stores on PostgreSQL; each is built on first use in the request. */
export const createLocationsStores = (em: LazyEntityManager, deps: StoreDeps): LocationsStores => ({
  get preprocessorJobs() {
    return createPreprocessorJobRepository(em(), deps.sendPreprocessorJob);
  },
  get supplierLocations() {
    return createSupplierLocationRepository(em, deps.listTotals);
  },
});
