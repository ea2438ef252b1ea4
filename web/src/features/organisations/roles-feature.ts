import { lazyScreen, type WebFeature } from "../../routes/web-feature.ts";
import { rolesEn } from "./roles/roles.en.ts";
import { rolesVi } from "./roles/roles.vi.ts";

/** Roles on the three sides (/notisphere|supplier|provider/roles): one screen, the side read from the path. */
export const rolesFeature: WebFeature = {
  name: "organisations-roles",
  screens: {
    roles: lazyScreen(() => import("./roles/roles-page.tsx"), "RolesPage"),
  },
  texts: { en: rolesEn, vi: rolesVi },
};
