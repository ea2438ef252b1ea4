import { Organization, ProviderSite } from "./organization.ts";
import { Role, User, Membership } from "./user.ts";
import { SupplierContact } from "./supplier-contact.ts";

export { Organization, ProviderSite, Role, User, Membership, SupplierContact };

/** The organisations context's tables, in the order the ORM registers them. */
export const ORGANISATIONS_ENTITIES = [Organization, ProviderSite, Role, User, Membership, SupplierContact];
