import type { ProviderSettingsStores } from "#core/organisations/settings-stores.ts";
import type { LazyEntityManager, StoreDeps } from "../store-deps.ts";
import { createOrganisationProfileRepository } from "./profile-repository.ts";
import { createSiteMemberDirectory } from "./site-member-directory.ts";
import { createSiteRepository } from "./site-repository.ts";
import { createSupplierContactRepository } from "./supplier-contact-repository.ts";

/** Sites, organisation profiles and supplier contacts on PostgreSQL; each built on first use in the request. */
export const createProviderSettingsStores = (
  em: LazyEntityManager,
  deps: StoreDeps,
): ProviderSettingsStores => ({
  get sites() {
    return createSiteRepository(em);
  },
  get siteMembers() {
    return createSiteMemberDirectory(em);
  },
  get organisationProfiles() {
    return createOrganisationProfileRepository(em);
  },
  get supplierContacts() {
    return createSupplierContactRepository(em, deps.listTotals);
  },
});
