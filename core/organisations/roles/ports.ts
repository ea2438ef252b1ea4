import type { OrganizationType, Permission } from "../../access/permissions.ts";
import type { Page, PageRequest } from "../../shared/paging.ts";
import type { UnitOfWork } from "../../shared/unit-of-work.ts";
import type { RoleFilterField, RoleRecord, RoleSortField } from "./role.ts";
import type { RoleHolding } from "./role-rules.ts";

export type RoleListRequest = PageRequest<RoleSortField, RoleFilterField>;

export interface NewRole {
  readonly id: string;
  readonly organizationId: string;
  readonly organizationType: OrganizationType;
  readonly name: string;
  readonly permissions: readonly Permission[];
}

/** An organisation's roles. Every call is scoped by the organisation: another's role is simply not found. */
export interface RoleAdministrationStore {
  list(organizationId: string, request: RoleListRequest): Promise<Page<RoleRecord>>;
  findById(organizationId: string, id: string): Promise<RoleRecord | undefined>;
  /** The names of the organisation's roles with their ids. */
  names(organizationId: string): Promise<ReadonlyArray<{ readonly id: string; readonly name: string }>>;
  /**
   * Every role of the organisation with its active members (ACTIVE membership, account not deactivated),
   * locking the roles until the unit of work ends so two edits cannot both remove the last administrator.
   */
  holdings(organizationId: string): Promise<readonly RoleHolding[]>;
  insert(role: NewRole): Promise<RoleRecord>;
  update(
    organizationId: string,
    id: string,
    changes: { readonly name: string; readonly permissions: readonly Permission[] },
  ): Promise<RoleRecord | undefined>;
  /** Deletes a role nobody holds; false when there was no such role. */
  delete(organizationId: string, id: string): Promise<boolean>;
  /** The users whose membership holds the role (their sessions must notice the change). */
  memberUserIds(organizationId: string, roleId: string): Promise<readonly string[]>;
}

export interface RoleStores {
  readonly roles: RoleAdministrationStore;
}

export interface RoleDeps {
  readonly roles: RoleAdministrationStore;
  readonly unitOfWork: UnitOfWork<RoleStores>;
}
