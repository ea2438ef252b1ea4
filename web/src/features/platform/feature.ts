import { lazyScreen, type WebFeature } from "../../routes/web-feature.ts";
import { platformEn } from "./platform.en.ts";
import { platformVi } from "./platform.vi.ts";

/** The system pages: not found, forbidden, and "not available yet" for screens no feature has built. */
export const platformFeature: WebFeature = {
  name: "platform",
  screens: {
    notFound: lazyScreen(() => import("./not-found-page.tsx"), "NotFoundPage"),
    forbidden: lazyScreen(() => import("./forbidden-page.tsx"), "ForbiddenPage"),
  },
  texts: { en: platformEn, vi: platformVi },
};
