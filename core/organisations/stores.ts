import type { MembershipDirectory } from "./memberships/ports.ts";
import type { RoleAdministrationStore } from "./roles/ports.ts";

/** Storage the organisations context publishes to request handlers, bound to one request's unit of work. */
export interface OrganisationsStores {
  readonly memberships: MembershipDirectory;
  readonly roles: RoleAdministrationStore;
}
