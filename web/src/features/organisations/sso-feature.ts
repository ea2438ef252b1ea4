import type { WebFeature } from "../../routes/web-feature.ts";
import { ssoEn } from "./sso/sso.en.ts";
import { ssoVi } from "./sso/sso.vi.ts";

/**
 * Single sign-on's texts: the sign-in page's SSO choice and the operator's settings modal, which the
 * suppliers and providers screens open as a row action (SsoSettingsModal). It has no screen of its own.
 */
export const ssoFeature: WebFeature = {
  name: "sso",
  screens: {},
  texts: { en: ssoEn, vi: ssoVi },
};
