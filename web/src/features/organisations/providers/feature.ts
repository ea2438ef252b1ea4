import { lazyScreen, type WebFeature } from "../../../routes/web-feature.ts";
import { providersEn } from "./providers.en.ts";
import { providersVi } from "./providers.vi.ts";

/** The operator's provider administration: health systems and their contact info (joins organisations at merge). */
export const providersFeature: WebFeature = {
  name: "providers",
  screens: {
    providers: lazyScreen(() => import("./providers-page.tsx"), "ProvidersPage"),
    providerContactInfo: lazyScreen(() => import("./contact-info-page.tsx"), "ContactInfoPage"),
  },
  texts: { en: providersEn, vi: providersVi },
};
