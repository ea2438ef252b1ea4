import type { Route } from "../../contract.ts";
import type { LocationsContextDeps } from "./deps.ts";
import { supplierLocationFileRoutes } from "./supplier-location-files.routes.ts";
import { supplierLocationRoutes } from "./supplier-locations.routes.ts";

/** The supplier's own location management: its ship-to files, its rows and the providers they map to. */
export const supplierLocationsRoutes: readonly Route<LocationsContextDeps>[] = [
  ...supplierLocationFileRoutes,
  ...supplierLocationRoutes,
];
