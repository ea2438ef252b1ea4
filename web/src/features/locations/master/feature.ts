import { lazyScreen, type WebFeature } from "../../../routes/web-feature.ts";
import { locationMasterEn } from "./master.en.ts";
import { locationMasterVi } from "./master.vi.ts";

/** The operator's location master (grid, form, view with history and merge) and known providers. */
export const locationMasterFeature: WebFeature = {
  name: "locations",
  screens: {
    knownLocations: lazyScreen(() => import("./locations-page.tsx"), "LocationsPage"),
    knownLocationNew: lazyScreen(() => import("./location-form-pages.tsx"), "LocationNewPage"),
    knownLocationEdit: lazyScreen(() => import("./location-form-pages.tsx"), "LocationEditPage"),
    knownLocationView: lazyScreen(() => import("./location-view-page.tsx"), "LocationViewPage"),
    knownProviders: lazyScreen(() => import("./known-providers-page.tsx"), "KnownProvidersPage"),
  },
  texts: { en: locationMasterEn, vi: locationMasterVi },
};
