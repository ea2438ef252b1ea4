import { messageSet } from "../../shared/messages/message.ts";

/** What the operator's location review queue says. */
export const LOCATION_REVIEW_MESSAGES = messageSet("locationReview", {
  rowNotFound: "Ship-to row not found in the review queue",
  rowChanged: "The ship-to row changed meanwhile; reload and try again",
  notQueued: "This ship-to row is no longer waiting for review",
  noCandidate: "This ship-to row has no candidate location; pick one or create a location",
  chooseLocation: "Choose the known location this ship-to belongs to",
  noKnownLocation: "No known location {id}",
  locationNotActive: "{name} is {status}; choose an active location",
  chooseProvider: "Choose the known provider of the new location",
  noKnownProvider: "No known provider {id}",
  stateCode: "Use the two-letter state code",
  tooLong: "At most {max} characters",
  required: "Required",
  created: "Location created and mapped",
});
