import type { LocationsStores } from "#core/locations/stores.ts";
import { routeOf, type ContextDeps, type HandlerInput } from "../../contract.ts";

/**
 * What the locations context's handlers use: its own stores, the file store, the table preview of location
 * files, ids, the clock, the upload limit.
 */
export type LocationsContextDeps = ContextDeps<
  "config" | "clock" | "ids" | "files" | "locationTablePreview",
  LocationsStores
>;

export const route = routeOf<LocationsContextDeps>();

export type LocationsInput<P, Q, B> = HandlerInput<P, Q, B, LocationsContextDeps>;
