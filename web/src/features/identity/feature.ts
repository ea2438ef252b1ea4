import { lazyScreen, type WebFeature } from "../../routes/web-feature.ts";
import { identityEn } from "./identity.en.ts";
import { identityVi } from "./identity.vi.ts";

/** Identity and sessions: sign-in, unlock and reset, the profile, and the provider's access-denied page. */
export const identityFeature: WebFeature = {
  name: "identity",
  screens: {
    login: lazyScreen(() => import("./login-page.tsx"), "LoginPage"),
    forgotPassword: lazyScreen(() => import("./forgot-password-page.tsx"), "ForgotPasswordPage"),
    resetPassword: lazyScreen(() => import("./reset-password-page.tsx"), "ResetPasswordPage"),
    success: lazyScreen(() => import("./success-page.tsx"), "SuccessPage"),
    registration: lazyScreen(() => import("./registration-page.tsx"), "RegistrationPage"),
    verifyEmail: lazyScreen(() => import("./verify-email-page.tsx"), "VerifyEmailPage"),
    successSignup: lazyScreen(() => import("./success-signup-page.tsx"), "SuccessSignupPage"),
    accessDenied: lazyScreen(() => import("./access-denied-page.tsx"), "AccessDeniedPage"),
    account: lazyScreen(() => import("./profile-page.tsx"), "ProfilePage"),
    accountEdit: lazyScreen(() => import("./account-edit-page.tsx"), "AccountEditPage"),
  },
  texts: { en: identityEn, vi: identityVi },
};
