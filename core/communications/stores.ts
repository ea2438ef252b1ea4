import type { AccessRequestStore } from "./access-requests/ports.ts";

/** Storage the communications context's use cases need, bound to one request's unit of work. */
export interface CommunicationsStores {
  readonly accessRequests: AccessRequestStore;
}
