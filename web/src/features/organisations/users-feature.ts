import { lazyScreen, type WebFeature } from "../../routes/web-feature.ts";
import { usersEn } from "./users/users.en.ts";
import { usersVi } from "./users/users.vi.ts";

/** Users on every side: one screen for /notisphere/users, /supplier/users and /provider/users. */
export const usersFeature: WebFeature = {
  name: "organisations-users",
  screens: {
    users: lazyScreen(() => import("./users/users-page.tsx"), "UsersPage"),
  },
  texts: { en: usersEn, vi: usersVi },
};
