import { lazyScreen, type WebFeature } from "../../routes/web-feature.ts";
import { masterEn } from "./master.en.ts";
import { masterVi } from "./master.vi.ts";

/** The operator's supplier master list (organisations context); the account downloads' texts come with it. */
export const supplierMasterFeature: WebFeature = {
  name: "organisations",
  screens: {
    supplierMaster: lazyScreen(() => import("./supplier-master-page.tsx"), "SupplierMasterPage"),
  },
  texts: { en: masterEn, vi: masterVi },
};
