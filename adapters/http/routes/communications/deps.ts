import type { CommunicationsStores } from "#core/communications/stores.ts";
import { routeOf, type ContextDeps, type HandlerInput } from "../../contract.ts";

/** What the communications context's handlers use: its own stores, ids, the clock and the portal's address. */
export type CommunicationsContextDeps = ContextDeps<"config" | "clock" | "ids", CommunicationsStores>;

export const route = routeOf<CommunicationsContextDeps>();

export type CommunicationsInput<P, Q, B> = HandlerInput<P, Q, B, CommunicationsContextDeps>;
