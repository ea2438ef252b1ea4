import { messageSet } from "../../shared/messages/message.ts";

/** What the quick-links screens hear from the server. */
export const QUICK_LINK_MESSAGES = messageSet("quickLinks", {
  notFound: "Quick link not found",
  saved: "Quick link saved",
});
