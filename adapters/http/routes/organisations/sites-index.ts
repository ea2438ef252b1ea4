import type { Route } from "../../contract.ts";
import { organisationProfileRoutes } from "./organisation-profile.routes.ts";
import type { ProviderSettingsContextDeps } from "./settings-deps.ts";
import { siteRoutes } from "./sites.routes.ts";
import { supplierContactRoutes } from "./supplier-contacts.routes.ts";

export type { ProviderSettingsContextDeps } from "./settings-deps.ts";

/** An organisation's own settings: provider sites, both sides' profiles, provider supplier contacts. */
export const providerSettingsRoutes: readonly Route<ProviderSettingsContextDeps>[] = [
  ...siteRoutes,
  ...organisationProfileRoutes,
  ...supplierContactRoutes,
];
