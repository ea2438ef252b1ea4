import type { Actor } from "../../access/actor.ts";
import { NotFound } from "../../shared/errors.ts";
import type { Page } from "../../shared/paging.ts";
import { assertCanManageLocationMaster } from "./authorize.ts";
import type { KnownLocationChange, KnownLocationRecord } from "./known-location.ts";
import { LOCATION_MASTER_MESSAGES } from "./messages.ts";
import type { KnownLocationListRequest, KnownLocationRepository, KnownLocationView } from "./ports.ts";

type Deps = { readonly knownLocations: KnownLocationRepository };

/** GET /notisphere/locations: the location master grid. */
export const listKnownLocations = (
  deps: Deps,
  actor: Actor,
  request: KnownLocationListRequest,
): Promise<Page<KnownLocationRecord>> => {
  assertCanManageLocationMaster(actor, "list");
  return deps.knownLocations.list(request);
};

/** GET /notisphere/location-downloads/{format}: the grid's rows, checked before anything is read. */
export const knownLocationRows = (
  deps: Deps,
  actor: Actor,
  view: KnownLocationView,
): AsyncIterable<KnownLocationRecord> => {
  assertCanManageLocationMaster(actor, "download");
  return deps.knownLocations.rows(view);
};

export const getKnownLocation = async (
  deps: Deps,
  actor: Actor,
  id: string,
): Promise<KnownLocationRecord> => {
  assertCanManageLocationMaster(actor, "view");
  const location = await deps.knownLocations.findById(id);
  if (!location) throw new NotFound(LOCATION_MASTER_MESSAGES.say("notFound"));
  return location;
};

/** GET /notisphere/locations/{id}/history: newest first. */
export const knownLocationHistory = async (
  deps: Deps,
  actor: Actor,
  id: string,
): Promise<readonly KnownLocationChange[]> => {
  await getKnownLocation(deps, actor, id);
  return deps.knownLocations.history(id);
};
