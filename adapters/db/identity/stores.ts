import type { IdentityStores } from "#core/identity/stores.ts";
import type { LazyEntityManager, StoreDeps } from "../store-deps.ts";
import { createAuthStore } from "./auth-store.ts";
import { createGridStateStore } from "./grid-state-store.ts";

/** The identity context's stores on PostgreSQL; each is built on first use in the request. */
export const createIdentityStores = (em: LazyEntityManager, deps: StoreDeps): IdentityStores => ({
  get auth() {
    return createAuthStore(em, deps.sendMailJob, deps.profiles);
  },
  get gridStates() {
    return createGridStateStore(em());
  },
});
