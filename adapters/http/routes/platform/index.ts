import { devMailboxRoutes } from "./dev-mailbox.routes.ts";
import { healthRoutes } from "./health.routes.ts";

/** The platform context's routes: health and the development mailbox. */
export const platformRoutes = [...healthRoutes, ...devMailboxRoutes];
