import { contentFeature } from "../features/content/feature.ts";
import { identityFeature } from "../features/identity/feature.ts";
import { locationsFeature } from "../features/locations/feature.ts";
import { locationMasterFeature } from "../features/locations/master/feature.ts";
import { locationReviewFeature } from "../features/locations/review/review-feature.ts";
import { locationVerificationFeature } from "../features/locations/verification/verification-feature.ts";
import { supplierLocationsFeature } from "../features/locations/supplier/feature.ts";
import { organisationsFeature } from "../features/organisations/feature.ts";
import { platformFeature } from "../features/platform/feature.ts";
import { providersFeature } from "../features/organisations/providers/feature.ts";
import { rolesFeature } from "../features/organisations/roles-feature.ts";
import { registrationsFeature } from "../features/organisations/registrations-feature.ts";
import { supplierMasterFeature } from "../features/organisations/master-feature.ts";
import { organisationSettingsFeature } from "../features/organisations/settings-feature.ts";
import { usersFeature } from "../features/organisations/users-feature.ts";
import { ssoFeature } from "../features/organisations/sso-feature.ts";
import type { WebFeature } from "../routes/web-feature.ts";

/** The web app's bounded contexts: a new one is one line here; its screens and texts come with it. */
export const FEATURES: readonly WebFeature[] = [
  identityFeature,
  contentFeature,
  locationsFeature,
  locationMasterFeature,
  locationReviewFeature,
  locationVerificationFeature,
  supplierLocationsFeature,
  organisationsFeature,
  platformFeature,
  providersFeature,
  rolesFeature,
  registrationsFeature,
  supplierMasterFeature,
  organisationSettingsFeature,
  usersFeature,
  ssoFeature,
];
