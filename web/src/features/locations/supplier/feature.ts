import { lazyScreen, type WebFeature } from "../../../routes/web-feature.ts";
import { supplierLocationsEn } from "./supplier-locations.en.ts";
import { supplierLocationsVi } from "./supplier-locations.vi.ts";

/** A supplier's own location management: its ship-to files, its ship-to rows and the providers they map to. */
export const supplierLocationsFeature: WebFeature = {
  name: "locations-supplier",
  screens: {
    supplierLocationFiles: lazyScreen(
      () => import("./supplier-location-files-page.tsx"),
      "SupplierLocationFilesPage",
    ),
    supplierLocations: lazyScreen(() => import("./supplier-locations-page.tsx"), "SupplierLocationsPage"),
    supplierProviders: lazyScreen(() => import("./supplier-providers-page.tsx"), "SupplierProvidersPage"),
  },
  texts: { en: supplierLocationsEn, vi: supplierLocationsVi },
};
