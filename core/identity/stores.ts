import type { AuthStore } from "./auth/ports.ts";
import type { GridStateStore } from "./preferences/grid-state.ts";

/** Storage the identity context's use cases need, bound to one request's unit of work. */
export interface IdentityStores {
  readonly auth: AuthStore;
  readonly gridStates: GridStateStore;
}
