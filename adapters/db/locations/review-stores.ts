import type { LocationReviewStores } from "#core/locations/review/stores.ts";
import type { LazyEntityManager, StoreDeps } from "../store-deps.ts";
import { createLocationReviewRepository } from "./review-repository.ts";

/** The operator's location review queue on PostgreSQL; built on first use in the request. */
export const createLocationReviewStores = (em: LazyEntityManager, deps: StoreDeps): LocationReviewStores => ({
  get locationReview() {
    return createLocationReviewRepository(em, deps.listTotals);
  },
});
