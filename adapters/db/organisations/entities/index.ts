import { Organization, ProviderSite } from "./organization.ts";
import { Role, User, Membership } from "./user.ts";
import { OrganizationSsoSettings, SsoExchange, SsoFlow, SsoSession, SSO_ENTITIES } from "./sso-settings.ts";

export { Organization, ProviderSite, Role, User, Membership };
export { OrganizationSsoSettings, SsoExchange, SsoFlow, SsoSession };

/** The organisations context's tables, in the order the ORM registers them. */
export const ORGANISATIONS_ENTITIES = [Organization, ProviderSite, Role, User, Membership, ...SSO_ENTITIES];
