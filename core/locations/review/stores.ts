import type { LocationReviewRepository } from "./ports.ts";

/** Storage the review queue's use cases need, bound to one request's unit of work. */
export interface LocationReviewStores {
  readonly locationReview: LocationReviewRepository;
}
