import { lazyScreen, type WebFeature } from "../../../routes/web-feature.ts";
import { verificationEn } from "./verification.en.ts";
import { verificationVi } from "./verification.vi.ts";

/** The provider's location verification: suppliers' ship-to rows mapped to the organisation, marked by it. */
export const locationVerificationFeature: WebFeature = {
  name: "locationVerification",
  screens: {
    providerLocationsVerification: lazyScreen(
      () => import("./verification-page.tsx"),
      "ProviderLocationsVerificationPage",
    ),
  },
  texts: { en: verificationEn, vi: verificationVi },
};
