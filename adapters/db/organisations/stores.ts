import type { OrganisationsStores } from "#core/organisations/stores.ts";
import type { LazyEntityManager } from "../store-deps.ts";
import { createMembershipDirectory } from "./membership-directory.ts";
import { createRoleAdministrationRepository } from "./role-administration-repository.ts";

/** The organisations context's stores on PostgreSQL; each is built on first use in the request. */
export const createOrganisationsStores = (em: LazyEntityManager): OrganisationsStores => ({
  get memberships() {
    return createMembershipDirectory(em());
  },
  get roles() {
    return createRoleAdministrationRepository(em);
  },
});
