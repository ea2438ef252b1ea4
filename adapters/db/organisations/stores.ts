import type { OrganisationsStores } from "#core/organisations/stores.ts";
import { runNow, type AfterCommit, type LazyEntityManager, type StoreDeps } from "../store-deps.ts";
import { createMembershipDirectory } from "./membership-directory.ts";
import { createOrganisationDirectory } from "./organisation-directory.ts";
import { createSupplierRepository } from "./supplier-repository.ts";
import { createRoleAdministrationRepository } from "./role-administration-repository.ts";
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
  get suppliers() {
    return createSupplierRepository(em, deps.listTotals, afterCommit);
  },
  get organisationDirectory() {
    return createOrganisationDirectory(em());
  },
  get roles() {
    return createRoleAdministrationRepository(em);
  },
  get userAdministration() {
    return createUserAdministrationRepository(em, deps, afterCommit);
  },
});
