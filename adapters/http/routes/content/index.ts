import type { Route } from "../../contract.ts";
import type { ContentContextDeps } from "./deps.ts";
import { quickLinkRoutes } from "./quick-links.routes.ts";

export type { ContentContextDeps } from "./deps.ts";

/** The content context's routes (today: quick links). */
export const contentRoutes: readonly Route<ContentContextDeps>[] = [...quickLinkRoutes];
