import type { RegistrationStores } from "#core/identity/registration/ports.ts";
import { runNow, type AfterCommit, type LazyEntityManager, type StoreDeps } from "../store-deps.ts";
import { createRegistrationRepository } from "./registration-repository.ts";

/** Self-registration's store on PostgreSQL; built on first use in the request. */
export const createRegistrationStores = (
  em: LazyEntityManager,
  deps: StoreDeps,
  afterCommit: AfterCommit = runNow,
): RegistrationStores => ({
  get registrations() {
    return createRegistrationRepository(em(), deps.sendMailJob, deps.listTotals, afterCommit);
  },
});
