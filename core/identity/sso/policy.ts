import { SIGNED_IN, type AccessRule } from "../../access/rule.ts";

/**
 * The operator manages a supplier's SSO settings with Notisphere_ManageSuppliers and a provider's with
 * Notisphere_ManageProviders. The route lets either in; the use case checks the one the organisation's type
 * needs (`settingsPermissionOf` in rules.ts) and says why it refuses.
 */
const OPERATOR_ORGANISATION_MANAGERS = {
  userTypes: ["NOTISPHERE"],
  permissions: ["Notisphere_ManageSuppliers", "Notisphere_ManageProviders"],
} as const satisfies AccessRule;

/**
 * Who may do each SSO operation behind a sign-in. Starting and finishing a single sign-on are public (they
 * are how a person gets a session); asking for the issuer's sign-out address needs the session it ends.
 */
export const SSO_POLICY = {
  viewSettings: OPERATOR_ORGANISATION_MANAGERS,
  saveSettings: OPERATOR_ORGANISATION_MANAGERS,
  idpLogout: SIGNED_IN,
} as const satisfies Record<string, AccessRule>;

export type SsoOperation = keyof typeof SSO_POLICY;

/** Figures of the flow: a person has ten minutes between starting and returning from the issuer. */
export const SSO_FLOW_POLICY = {
  flowTtlSeconds: 10 * 60,
  /** Random bytes of the browser binding cookie (the state, nonce and PKCE verifier come from the library). */
  bindingBytes: 32,
  bindingCookie: "notisphere_sso",
  /** The redirect URI registered at issuers (under the portal's public address). */
  callbackPath: "/api/auth/sso/callback",
  /** An exchange code lives one minute: the browser redeems it right after landing on the sign-in page. */
  exchangeTtlSeconds: 60,
  signedOutPath: "/login",
} as const;
