import type { Route } from "../../contract.ts";
import type { LocationsContextDeps } from "./deps.ts";
import { locationPreprocessorRoutes } from "./location-preprocessor.routes.ts";

export type { LocationsContextDeps } from "./deps.ts";

/** The locations context's routes: the location pre-processor (jobs, their rows and files). */
export const locationsRoutes: readonly Route<LocationsContextDeps>[] = [...locationPreprocessorRoutes];
