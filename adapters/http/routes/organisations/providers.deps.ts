import type { ProviderStores } from "#core/organisations/providers/stores.ts";
import { routeOf, type ContextDeps, type HandlerInput } from "../../contract.ts";

/** What the provider administration's handlers use: its stores, ids, clock, secrets and the portal address. */
export type ProviderContextDeps = ContextDeps<"clock" | "ids" | "secrets" | "config", ProviderStores>;

export const providerRoute = routeOf<ProviderContextDeps>();

export type ProviderInputOf<P, Q, B> = HandlerInput<P, Q, B, ProviderContextDeps>;
