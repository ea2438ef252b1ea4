import type { MembershipDirectory } from "./memberships/ports.ts";
import type { UserAdministrationStore } from "./users/administration-ports.ts";

/** Storage the organisations context publishes to request handlers, bound to one request's unit of work. */
export interface OrganisationsStores {
  readonly memberships: MembershipDirectory;
  readonly userAdministration: UserAdministrationStore;
}
