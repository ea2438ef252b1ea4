import type { ContentStores } from "#core/content/stores.ts";
import { routeOf, type ContextDeps, type HandlerInput } from "../../contract.ts";

/** What the content context's handlers use: its own stores, ids and the clock. */
export type ContentContextDeps = ContextDeps<"clock" | "ids", ContentStores>;

export const route = routeOf<ContentContextDeps>();

export type ContentInput<P, Q, B> = HandlerInput<P, Q, B, ContentContextDeps>;
