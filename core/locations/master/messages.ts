import { messageSet } from "../../shared/messages/message.ts";

/** What the location master screens hear from the server. */
export const LOCATION_MASTER_MESSAGES = messageSet("locationMaster", {
  notFound: "Location not found",
  created: "Location created",
  saved: "Location saved",
  merged: "Location merged",
  stale: "Someone changed this location meanwhile: reload to see their change",
  mergedNotEditable: "This location was merged into {target}; edit that one instead",
  providerNotFound: "Choose a known provider",
  siteNotOfProvider: "This site does not belong to the known provider's organisation",
  siteTaken: "This site is already linked to location {notisphereId}",
  siteNeedsPlatform: "Only a provider on the platform has sites to link",
  hin: "A HIN has 9 letters or digits",
  gln: "A GLN has 13 digits and a valid check digit",
  tooLong: "Maximum {max} characters",
  mergeIntoItself: "A location cannot be merged into itself",
  alreadyMerged: "This location was already merged into another one",
  mergeTargetNotActive: "Choose an active location to merge into; {target} is {status}",
  mergeAcrossProviders:
    "Both locations must belong to the same known provider: {source} belongs to {sourceProvider}, {target} to {targetProvider}",
  mergeTargetNotFound: "The location to merge into was not found",
});
