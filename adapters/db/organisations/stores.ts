import type { OrganisationsStores } from "#core/organisations/stores.ts";
import { runNow, type AfterCommit, type LazyEntityManager, type StoreDeps } from "../store-deps.ts";
import { createMembershipDirectory } from "./membership-directory.ts";
import { createUserAdministrationRepository } from "./user-administration-repository.ts";

/** The organisations context's stores on PostgreSQL; each is built on first use in the request. */
export const createOrganisationsStores = (
  em: LazyEntityManager,
  deps: StoreDeps,
  afterCommit: AfterCommit = runNow,
): OrganisationsStores => ({
  get memberships() {
    return createMembershipDirectory(em());
  },
  get userAdministration() {
    return createUserAdministrationRepository(em, deps, afterCommit);
  },
});
