import { Organization, ProviderSite } from "./organization.ts";
import { Role, User, Membership } from "./user.ts";
import { SupplierMaster } from "./supplier-master.ts";

export { Organization, ProviderSite, Role, User, Membership };
export { SupplierMaster };

/** The organisations context's tables, in the order the ORM registers them. */
export const ORGANISATIONS_ENTITIES = [Organization, ProviderSite, Role, User, Membership, SupplierMaster];
