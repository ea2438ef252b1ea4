import type { AccountStore, OneTimeSecretStore, ProfileStore, SessionStore } from "./auth/ports.ts";
import type { GridStateStore } from "./preferences/grid-state.ts";

/** Storage the identity context's use cases need, bound to one request's unit of work. */
export interface IdentityStores {
  readonly accounts: AccountStore;
  readonly sessions: SessionStore;
  readonly oneTimeSecrets: OneTimeSecretStore;
  readonly profiles: ProfileStore;
  readonly gridStates: GridStateStore;
}
