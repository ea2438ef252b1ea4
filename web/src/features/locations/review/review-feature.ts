import { lazyScreen, type WebFeature } from "../../../routes/web-feature.ts";
import { locationReviewEn } from "./review.en.ts";
import { locationReviewVi } from "./review.vi.ts";

/** The operator's location review queue (locations context). */
export const locationReviewFeature: WebFeature = {
  name: "locations",
  screens: {
    notisphereLocationsVerification: lazyScreen(() => import("./review-page.tsx"), "LocationReviewPage"),
  },
  texts: { en: locationReviewEn, vi: locationReviewVi },
};
