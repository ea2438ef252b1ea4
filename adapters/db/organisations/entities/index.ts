import { Organization, ProviderSite } from "./organization.ts";
import { RegistrationLink } from "./registration-link.ts";
import { SupplierContact } from "./supplier-contact.ts";
import { SupplierMaster } from "./supplier-master.ts";
import { Role, User, Membership } from "./user.ts";

export { Organization, ProviderSite, Role, User, Membership, RegistrationLink, SupplierMaster, SupplierContact };

/** The organisations context's tables, in the order the ORM registers them. */
export const ORGANISATIONS_ENTITIES = [
  Organization,
  ProviderSite,
  Role,
  User,
  Membership,
  RegistrationLink,
  SupplierMaster,
  SupplierContact,
];
