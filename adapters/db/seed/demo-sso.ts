import type { EntityManager } from "@mikro-orm/postgresql";
import { Organization, OrganizationSsoSettings } from "../entities.ts";

/**
 * The demo's single sign-on organisation: Northwind Distribution signs in through an OpenID Connect provider
 * at DEMO_SSO_ISSUER. The demo runs no provider there; `npm run demo:idp` starts a local one with this client
 * and the Northwind users (docs/single-sign-on.md), and until then the sign-in page says the provider cannot
 * be reached. Operators change these settings in the suppliers screen (Single sign-on).
 */
export const DEMO_SSO = {
  organization: "Northwind Distribution",
  issuer: "http://127.0.0.1:4010",
  clientId: "notisphere-portal",
  // A demo value for the local provider only; real secrets are typed into the settings modal.
  clientSecret: "demo-local-provider-secret",
} as const;

/** Marks the demo SSO organisation and gives it settings, once (an operator's later changes are kept). */
export const ensureDemoSso = async (em: EntityManager): Promise<void> => {
  const organisation = await em.findOne(Organization, { name: DEMO_SSO.organization });
  if (!organisation) return;
  if (await em.findOne(OrganizationSsoSettings, { organizationId: organisation.id })) return;
  await em.nativeUpdate(Organization, { id: organisation.id }, { isSso: true });
  await em.insert(OrganizationSsoSettings, {
    organizationId: organisation.id,
    issuer: DEMO_SSO.issuer,
    clientId: DEMO_SSO.clientId,
    clientSecret: DEMO_SSO.clientSecret,
    enabled: true,
    updatedAt: new Date(),
  });
};
