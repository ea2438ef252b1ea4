import {
  Communication,
  ProviderCommunication,
  ProviderCommunicationSite,
  AccessRequest,
} from "./communication.ts";

export { Communication, ProviderCommunication, ProviderCommunicationSite, AccessRequest };

/** The communications context's tables, in the order the ORM registers them. */
export const COMMUNICATIONS_ENTITIES = [
  Communication,
  ProviderCommunication,
  ProviderCommunicationSite,
  AccessRequest,
];
