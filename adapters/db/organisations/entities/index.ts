import { Organization, ProviderSite } from "./organization.ts";
import { RegistrationLink } from "./registration-link.ts";
import { OrganizationSsoSettings, SsoExchange, SsoFlow, SsoSession, SSO_ENTITIES } from "./sso-settings.ts";
import { SupplierContact } from "./supplier-contact.ts";
import { SupplierMaster } from "./supplier-master.ts";
import { Role, User, Membership } from "./user.ts";

export {
  Organization,
  ProviderSite,
  Role,
  User,
  Membership,
  RegistrationLink,
  SupplierMaster,
  SupplierContact,
};
export { OrganizationSsoSettings, SsoExchange, SsoFlow, SsoSession };

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
  ...SSO_ENTITIES,
];
