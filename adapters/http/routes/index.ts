import type { Route } from "../contract.ts";
import { communicationsRoutes } from "./communications/index.ts";
import { contentRoutes } from "./content/index.ts";
import { identityRoutes } from "./identity/index.ts";
import { locationsRoutes } from "./locations/index.ts";
import { locationMasterRoutes } from "./locations/master-index.ts";
import { locationReviewIndexRoutes } from "./locations/review-index.ts";
import { providerLocationVerificationRoutes } from "./locations/provider-verification-index.ts";
import { supplierLocationsRoutes } from "./locations/supplier-index.ts";
import { organisationsRoutes } from "./organisations/index.ts";
import { roleAdministrationRoutes } from "./organisations/roles-index.ts";
import { supplierMasterRoutes } from "./organisations/master-index.ts";
import { providerSettingsRoutes } from "./organisations/sites-index.ts";
import { userAdministrationRoutes } from "./organisations/users-index.ts";
import { platformRoutes, signedUrlRoutes } from "./platform/index.ts";
import { providerOrganisationRoutes } from "./organisations/providers-index.ts";
import { registrationRoutes } from "./organisations/registration-index.ts";
import { ssoRoutes } from "./identity/sso-index.ts";

/**
 * Every API route, one line per bounded context (docs/architecture.md). The server mounts them and the OpenAPI
 * document is rendered from them.
 */
export const ALL_ROUTES: readonly Route[] = [
  ...platformRoutes,
  ...identityRoutes,
  ...communicationsRoutes,
  ...contentRoutes,
  ...locationsRoutes,
  ...locationMasterRoutes,
  ...locationReviewIndexRoutes,
  ...providerLocationVerificationRoutes,
  ...supplierLocationsRoutes,
  ...organisationsRoutes,
  ...providerOrganisationRoutes,
  ...roleAdministrationRoutes,
  ...registrationRoutes,
  ...supplierMasterRoutes,
  ...providerSettingsRoutes,
  ...userAdministrationRoutes,
  ...ssoRoutes,
  // Looks the table up when called: it signs links for the file routes of every context listed here.
  ...signedUrlRoutes(() => ALL_ROUTES),
];
