import type { Route } from "../contract.ts";
import { authRoutes } from "./auth/auth.routes.ts";
import { requestAccessRoutes } from "./auth/request-access.routes.ts";
import { devMailboxRoutes } from "./dev-mailbox/dev-mailbox.routes.ts";
import { signedUrlRoutes } from "./files/files.routes.ts";
import { healthRoutes } from "./health/health.routes.ts";
import { meRoutes } from "./me/me.routes.ts";
import { quickLinkRoutes } from "./quick-links/quick-links.routes.ts";
import { locationPreprocessorRoutes } from "./location-preprocessor/location-preprocessor.routes.ts";

/** Every API route. The server mounts them and the OpenAPI document is rendered from them. */
export const ALL_ROUTES: readonly Route[] = [
  ...healthRoutes,
  ...authRoutes,
  ...requestAccessRoutes,
  ...meRoutes,
  ...quickLinkRoutes,
  ...locationPreprocessorRoutes,
  ...devMailboxRoutes,
  // Looks the table up when called: it signs links for the file routes listed here.
  ...signedUrlRoutes(() => ALL_ROUTES),
];
