import { messageSet } from "../../shared/messages/message.ts";

/** What the known providers screen hears from the server. */
export const KNOWN_PROVIDER_MESSAGES = messageSet("knownProviders", {
  notFound: "Known provider not found",
  created: "Known provider created",
  saved: "Known provider saved",
  stale: "Someone changed this known provider meanwhile: reload to see their change",
  organisationNotFound: "Choose a provider organisation on the platform",
  organisationTaken: "This organisation is already linked to the known provider {name}",
  tooLong: "Maximum {max} characters",
});
