import type { MembershipDirectory } from "./memberships/ports.ts";

/** Storage the organisations context publishes to request handlers, bound to one request's unit of work. */
export interface OrganisationsStores {
  readonly memberships: MembershipDirectory;
}
