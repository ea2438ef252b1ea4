import { lazyScreen, type WebFeature } from "../../routes/web-feature.ts";
import { contentEn } from "./content.en.ts";
import { contentVi } from "./content.vi.ts";

/** Content the operator manages: quick links (FAQs, templates and lookups join here). */
export const contentFeature: WebFeature = {
  name: "content",
  screens: {
    quickLinks: lazyScreen(() => import("./quick-links-page.tsx"), "QuickLinksPage"),
  },
  texts: { en: contentEn, vi: contentVi },
};
