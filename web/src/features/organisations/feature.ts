import { lazyScreen, type WebFeature } from "../../routes/web-feature.ts";
import { organisationsEn } from "./organisations.en.ts";
import { organisationsVi } from "./organisations.vi.ts";

/** The operator's administration of organisations (today: suppliers). */
export const organisationsFeature: WebFeature = {
  name: "organisations",
  screens: {
    suppliers: lazyScreen(() => import("./suppliers-page.tsx"), "SuppliersPage"),
  },
  texts: { en: organisationsEn, vi: organisationsVi },
};
