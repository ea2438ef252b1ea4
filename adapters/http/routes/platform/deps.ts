import type { PlatformStores } from "#core/platform/stores.ts";
import { routeOf, type ContextDeps, type HandlerInput } from "../../contract.ts";

/**
 * What the platform context's handlers use: health's database probe, the development mailbox's store, and the
 * token and link signers for signed download links.
 */
export type PlatformContextDeps = ContextDeps<
  "config" | "clock" | "tokens" | "links" | "databaseReady",
  PlatformStores
>;

export const route = routeOf<PlatformContextDeps>();

export type PlatformInput<P, Q, B> = HandlerInput<P, Q, B, PlatformContextDeps>;
