import type { LocationMasterStores } from "#core/locations/master/stores.ts";
import { routeOf, type ContextDeps, type HandlerInput } from "../../contract.ts";

/** What the location master and known-provider handlers use: their stores, ids and the clock. */
export type LocationMasterContextDeps = ContextDeps<"clock" | "ids", LocationMasterStores>;

export const masterRoute = routeOf<LocationMasterContextDeps>();

export type MasterInput<P, Q, B> = HandlerInput<P, Q, B, LocationMasterContextDeps>;
