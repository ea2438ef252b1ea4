import { messageSet } from "../../shared/messages/message.ts";

/** What the organisation profile screens hear from the server. */
export const PROFILE_MESSAGES = messageSet("organisationProfile", {
  notFound: "Your organisation was not found",
  saved: "Organisation profile saved",
  logoSaved: "Logo saved",
  logoRemoved: "Logo removed",
});
