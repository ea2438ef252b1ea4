import type { LocationReviewStores } from "#core/locations/review/stores.ts";
import { routeOf, type ContextDeps, type HandlerInput } from "../../contract.ts";

/** What the review queue's handlers use: its store and the clock. */
export type ReviewContextDeps = ContextDeps<"clock", LocationReviewStores>;

export const reviewRoute = routeOf<ReviewContextDeps>();

export type ReviewInput<P, Q, B> = HandlerInput<P, Q, B, ReviewContextDeps>;
