import type { ProviderSettingsStores } from "#core/organisations/settings-stores.ts";
import { routeOf, type ContextDeps } from "../../contract.ts";

/** What the organisation settings handlers (sites, profile, supplier contacts) use. */
export type ProviderSettingsContextDeps = ContextDeps<"ids", ProviderSettingsStores>;

export const settingsRoute = routeOf<ProviderSettingsContextDeps>();
