import { messageSet } from "../../shared/messages/message.ts";

/** What single sign-on says when it refuses; each names what went wrong and what the person can do. */
export const SSO_MESSAGES = {
  notSso: "This organization does not use single sign-on. Sign in with your e-mail and password.",
  notConfigured: "Single sign-on is not set up for this organization yet. Contact your administrator.",
  disabled: "Single sign-on is turned off for this organization. Contact your administrator.",
  issuerUnreachable:
    "The organization's sign-in service could not be reached. Try again later or contact your administrator.",
  missingState: "The sign-in answer has no state. Start single sign-on again.",
  unknownState: "This sign-in attempt is not known. Start single sign-on again.",
  expiredState: "This sign-in attempt has expired. Start single sign-on again.",
  usedState: "This sign-in attempt was already used. Start single sign-on again.",
  otherBrowser: "This sign-in attempt was started in another browser. Start single sign-on again.",
  providerRefused: "The organization's sign-in service refused the sign-in: {reason}",
  tokenRejected:
    "The answer of the organization's sign-in service could not be verified. Start single sign-on again.",
  emailMissing:
    "The sign-in service did not share your e-mail address, so you cannot be matched to an account.",
  emailNotVerified:
    "Your e-mail address is not verified at the sign-in service. Verify it there and try again.",
  unknownUser: "No active member of this organization has the e-mail {email}. Contact your administrator.",
  operatorNotSupported: "Single sign-on is only for suppliers and providers",
  issuerInvalid: "Enter the issuer as an https address (http only on this computer)",
  clientIdRequired: "Enter the client id",
  clientSecretRequired: "Enter the client secret",
  exchangeInvalid: "This single sign-on result is not valid any more. Start single sign-on again.",
  settingsSaved: "Single sign-on settings saved",
} as const;

export const SSO = messageSet("sso", SSO_MESSAGES);
