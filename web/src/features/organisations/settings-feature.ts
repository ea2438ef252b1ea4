import { lazyScreen, type WebFeature } from "../../routes/web-feature.ts";
import { settingsEn } from "./settings.en.ts";
import { settingsVi } from "./settings.vi.ts";

/** An organisation's own settings: provider sites, the profile of either side, provider supplier contacts. */
export const organisationSettingsFeature: WebFeature = {
  name: "organisations",
  screens: {
    providerSites: lazyScreen(() => import("./sites-page.tsx"), "SitesPage"),
    organisationProfile: lazyScreen(
      () => import("./organisation-profile-page.tsx"),
      "OrganisationProfilePage",
    ),
    providerSupplierContacts: lazyScreen(
      () => import("./supplier-contacts-page.tsx"),
      "SupplierContactsPage",
    ),
  },
  texts: { en: settingsEn, vi: settingsVi },
};
