import type { KnownProviderRepository } from "../known-providers/ports.ts";
import type { KnownLocationRepository } from "./ports.ts";

/** The location master and the known providers, bound to one request's unit of work. */
export interface LocationMasterStores {
  readonly knownLocations: KnownLocationRepository;
  readonly knownProviders: KnownProviderRepository;
}
