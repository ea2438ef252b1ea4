import type { IdentityStores } from "#core/identity/stores.ts";
import { runNow, type AfterCommit, type LazyEntityManager, type StoreDeps } from "../store-deps.ts";
import { createAccountRepository } from "./account-repository.ts";
import { createGridStateStore } from "./grid-state-store.ts";
import { createOneTimeSecretRepository } from "./one-time-secret-repository.ts";
import { createProfileRepository } from "./profile-repository.ts";
import { createSessionRepository } from "./session-repository.ts";

/**
 * The identity context's stores on PostgreSQL; each is built on first use in the request. `afterCommit` defers
 * cache clean-ups to the end of a unit of work (outside one they run at once).
 */
export const createIdentityStores = (
  em: LazyEntityManager,
  deps: StoreDeps,
  afterCommit: AfterCommit = runNow,
): IdentityStores => ({
  get accounts() {
    return createAccountRepository(em(), deps.profiles, afterCommit);
  },
  get sessions() {
    return createSessionRepository(em());
  },
  get oneTimeSecrets() {
    return createOneTimeSecretRepository(em(), deps.sendMailJob);
  },
  get profiles() {
    return createProfileRepository(em, deps.profiles, afterCommit);
  },
  get gridStates() {
    return createGridStateStore(em());
  },
});
