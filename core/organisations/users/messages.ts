import { messageSet } from "../../shared/messages/message.ts";

/** What the users screens and the invitation page hear from the server. */
export const USER_ADMINISTRATION_MESSAGES = messageSet("userAdministration", {
  notFound: "User not found",
  selfDeactivation: "You cannot deactivate yourself.",
  lastAdministrator:
    "{name} is the last administrator of {organisation}. Give another user an administrator role first.",
  beyondOwnPermissions: "You cannot give a role with permissions you do not hold: {permissions}",
  unknownRole: "Choose a role of your organisation",
  unknownSites: "Choose sites of your organisation",
  sitesOnlyForProviders: "Only provider users have sites",
  alreadyMember: "{email} is already a user of {organisation}.",
  alreadyDeactivated: "{name} is already deactivated.",
  notDeactivated: "{name} is not deactivated.",
  notLocked: "{name} is not locked.",
  notInvited: "{name} has already set a password, so there is no invitation to resend.",
  invited: "User invited",
  invitationInvalid: "This invitation link is not valid. It may have expired or been used already.",
  invitationAccepted: "Your password is set. You can sign in now.",
  saved: "User saved",
  deactivated: "User deactivated",
  reactivated: "User reactivated",
  unlocked: "User unlocked",
  invitationResent: "Invitation sent again",
});
