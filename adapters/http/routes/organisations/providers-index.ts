import type { Route } from "../../contract.ts";
import { contactInfoRoutes } from "./contact-info.routes.ts";
import type { ProviderContextDeps } from "./providers.deps.ts";
import { providerRoutes } from "./providers.routes.ts";

/** The operator's provider administration (health systems and their contact info). */
export const providerOrganisationRoutes: readonly Route<ProviderContextDeps>[] = [
  ...providerRoutes,
  ...contactInfoRoutes,
];
