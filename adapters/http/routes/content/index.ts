import { quickLinkRoutes } from "./quick-links.routes.ts";

/** The content context's routes (today: quick links). */
export const contentRoutes = [...quickLinkRoutes];
