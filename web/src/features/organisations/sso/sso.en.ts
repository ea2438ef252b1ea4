/** English texts of single sign-on (sign-in page and the operator's settings); same keys in sso.vi.ts. */
export const ssoEn = {
  sso: {
    or: "or",
    organization: "Organization",
    organizationPlaceholder: "Choose your organization",
    signIn: "Continue with single sign-on",
    signInHint: "For organizations that sign in through their own identity provider.",
    finishing: "Finishing single sign-on…",
    settingsTitle: "Single sign-on for {{name}}",
    settingsIntro:
      "Members of this organization sign in at its OpenID Connect identity provider and are matched to their account by verified e-mail.",
    notMarked: "This organization is not marked SSO, so its members still sign in with a password.",
    issuer: "Issuer URL",
    issuerHint: "The provider's issuer, e.g. https://login.example.com/realms/acme",
    clientId: "Client ID",
    clientSecret: "Client secret",
    clientSecretSet: "A secret is stored. Leave empty to keep it.",
    clientSecretMissing: "No secret stored yet.",
    redirectUri: "Redirect URI to register at the provider",
    enabled: "Single sign-on is on",
    save: "Save",
    cancel: "Cancel",
    saved: "Single sign-on settings for {{name}} saved.",
    couldNotLoad: "Couldn't load the single sign-on settings",
    rowAction: "Single sign-on",
  },
};
