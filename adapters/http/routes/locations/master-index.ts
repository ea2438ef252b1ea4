import type { Route } from "../../contract.ts";
import { knownProviderRoutes } from "./known-providers.routes.ts";
import type { LocationMasterContextDeps } from "./master-deps.ts";
import { masterLocationRoutes } from "./master-locations.routes.ts";

export type { LocationMasterContextDeps } from "./master-deps.ts";

/** The operator's location master and known providers (locations context). */
export const locationMasterRoutes: readonly Route<LocationMasterContextDeps>[] = [
  ...masterLocationRoutes,
  ...knownProviderRoutes,
];
