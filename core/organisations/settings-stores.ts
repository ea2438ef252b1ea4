import type { ProfileStores } from "./profile/ports.ts";
import type { SiteStores } from "./sites/ports.ts";
import type { SupplierContactStores } from "./supplier-contacts/ports.ts";

/**
 * Storage of an organisation's own settings screens (sites, profile, supplier contacts), bound to one
 * request's unit of work. Kept apart from OrganisationsStores so the merger can fold it in with one line.
 */
export interface ProviderSettingsStores extends SiteStores, ProfileStores, SupplierContactStores {}
