import { messageSet } from "../../shared/messages/message.ts";

/** What the sites screen hears from the server. */
export const SITE_MESSAGES = messageSet("sites", {
  notFound: "Site not found",
  nameTaken: "A site named '{name}' already exists in your organisation",
  corporateNotDeleted: "The Corporate site can't be deleted: it is the view of every site",
  hasRecalls: "'{name}' has received recalls, so it stays: their history names it",
  corporateKindFixed: "The Corporate site stays a Corporate site",
  leftWithoutVerified:
    "Every site needs at least one verified user. This change would leave {sites} without one: add a verified user first",
  newSiteNeedsVerified: "Choose at least one verified user for the new site",
  unknownMember: "Choose members of your own organisation",
  saved: "Site saved",
  deleted: "Site deleted",
  membersSaved: "Site members saved",
});
