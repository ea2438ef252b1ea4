import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { PageKey } from "../routes/route-table.ts";

/**
 * Every built screen loads on demand, so the sign-in page never pulls in the grid or the editor. Named
 * exports are adapted to lazy()'s default-export shape here, once.
 */
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> => lazy(async () => ({ default: (await load())[name] }));

export const PAGES: Record<PageKey, LazyExoticComponent<ComponentType>> = {
  login: page(() => import("../pages/auth/login-page.tsx"), "LoginPage"),
  forgotPassword: page(() => import("../pages/auth/forgot-password-page.tsx"), "ForgotPasswordPage"),
  resetPassword: page(() => import("../pages/auth/reset-password-page.tsx"), "ResetPasswordPage"),
  success: page(() => import("../pages/auth/success-page.tsx"), "SuccessPage"),
  notFound: page(() => import("../pages/system/not-found-page.tsx"), "NotFoundPage"),
  forbidden: page(() => import("../pages/system/forbidden-page.tsx"), "ForbiddenPage"),
  accessDenied: page(() => import("../pages/system/access-denied-page.tsx"), "AccessDeniedPage"),
  account: page(() => import("../pages/account/profile-page.tsx"), "ProfilePage"),
  accountEdit: page(() => import("../pages/account/account-edit-page.tsx"), "AccountEditPage"),
  quickLinks: page(() => import("../pages/quick-links/quick-links-page.tsx"), "QuickLinksPage"),
  locationPreProcessor: page(
    () => import("../pages/location-pre-processor/location-pre-processor-page.tsx"),
    "LocationPreProcessorPage",
  ),
};
