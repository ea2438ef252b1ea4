import type { MembershipDirectory } from "./memberships/ports.ts";
import type { OrganisationDirectory } from "./meta/ports.ts";
import type { SupplierRepository } from "./suppliers/ports.ts";
import type { RoleAdministrationStore } from "./roles/ports.ts";
import type { UserAdministrationStore } from "./users/administration-ports.ts";

/** Storage the organisations context publishes to request handlers, bound to one request's unit of work. */
export interface OrganisationsStores {
  readonly memberships: MembershipDirectory;
  readonly suppliers: SupplierRepository;
  readonly organisationDirectory: OrganisationDirectory;
  readonly roles: RoleAdministrationStore;
  readonly userAdministration: UserAdministrationStore;
}
