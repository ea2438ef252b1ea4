import type { Route } from "../../contract.ts";
import type { PlatformContextDeps } from "./deps.ts";
import { devMailboxRoutes } from "./dev-mailbox.routes.ts";
import { healthRoutes } from "./health.routes.ts";

export type { PlatformContextDeps } from "./deps.ts";
export { signedUrlRoutes } from "./files.routes.ts";

/**
 * The platform context's routes: health and the development mailbox. The signed-link route (`signedUrlRoutes`)
 * signs links for any context's file routes, so the root adds it with the whole table.
 */
export const platformRoutes: readonly Route<PlatformContextDeps>[] = [...healthRoutes, ...devMailboxRoutes];
