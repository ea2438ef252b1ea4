import { messageSet } from "../../shared/messages/message.ts";

/** What the provider and contact-info screens hear from the server. */
export const PROVIDER_MESSAGES = messageSet("providers", {
  notFound: "Health system not found",
  duplicateName: "A health system with this name already exists",
  saved: "Health system saved",
  created: "Health system created",
  deactivated: "Health system deactivated",
  alreadyDeactivated: "This health system is already deactivated",
  contactsSaved: "Contacts saved",
  chooseRecipients: "Choose at least one person to email",
  contactNotFound: "One of the chosen contacts is no longer saved. Reload the page and choose again.",
  roleNotFound: "Choose a role of this health system",
  userNotFound: "One of the chosen people is not a member of this health system",
  alreadyVerified: "{email} has already verified their email address",
  notReachable:
    "{email} cannot receive a verification email: the account is deactivated, locked or pending approval",
  verificationSent: "Verification email sent to {count} people",
  alreadySent: "These emails were already sent",
});
