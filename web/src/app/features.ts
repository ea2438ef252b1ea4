import { contentFeature } from "../features/content/feature.ts";
import { identityFeature } from "../features/identity/feature.ts";
import { locationsFeature } from "../features/locations/feature.ts";
import { platformFeature } from "../features/platform/feature.ts";
import { ssoFeature } from "../features/organisations/sso-feature.ts";
import type { WebFeature } from "../routes/web-feature.ts";

/** The web app's bounded contexts: a new one is one line here; its screens and texts come with it. */
export const FEATURES: readonly WebFeature[] = [
  identityFeature,
  contentFeature,
  locationsFeature,
  platformFeature,
  ssoFeature,
];
