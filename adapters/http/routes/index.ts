import type { Route } from "../contract.ts";
import { authRoutes } from "./identity/auth.routes.ts";
import { requestAccessRoutes } from "./auth/request-access.routes.ts";
import { devMailboxRoutes } from "./dev-mailbox/dev-mailbox.routes.ts";
import { healthRoutes } from "./health/health.routes.ts";
import { meRoutes } from "./identity/me.routes.ts";
import { quickLinkRoutes } from "./quick-links/quick-links.routes.ts";
import { locationPreprocessorRoutes } from "./locations/location-preprocessor.routes.ts";

/** Every API route. The server mounts them and the OpenAPI document is rendered from them. */
export const ALL_ROUTES: readonly Route[] = [
  ...healthRoutes,
  ...authRoutes,
  ...requestAccessRoutes,
  ...meRoutes,
  ...quickLinkRoutes,
  ...locationPreprocessorRoutes,
  ...devMailboxRoutes,
];
