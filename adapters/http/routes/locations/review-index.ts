import type { Route } from "../../contract.ts";
import type { ReviewContextDeps } from "./review-deps.ts";
import { locationReviewRoutes } from "./review-routes.ts";

/** The operator's location review queue (issue 13, point 3). */
export const locationReviewIndexRoutes: readonly Route<ReviewContextDeps>[] = [...locationReviewRoutes];
