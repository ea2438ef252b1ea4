import { lazyScreen, type WebFeature } from "../../routes/web-feature.ts";
import { locationsEn } from "./locations.en.ts";
import { locationsVi } from "./locations.vi.ts";

/** Locations: the pre-processor (matching and verification screens join here). */
export const locationsFeature: WebFeature = {
  name: "locations",
  screens: {
    locationPreProcessor: lazyScreen(
      () => import("./location-pre-processor-page.tsx"),
      "LocationPreProcessorPage",
    ),
  },
  texts: { en: locationsEn, vi: locationsVi },
};
