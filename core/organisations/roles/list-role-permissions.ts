import type { Actor } from "../../access/actor.ts";
import { permissionCatalogueOf, type PermissionGroupView } from "./permission-labels.ts";
import { assertCanAdministerRoles, sideOfUserType } from "./policy.ts";
import { organizationTypeOf } from "./role-view.ts";

/** The permissions a role of the caller's organisation may hold, grouped and labelled for the editor. */
export const listRolePermissions = (actor: Actor): PermissionGroupView[] => {
  assertCanAdministerRoles(actor, sideOfUserType(actor.userType));
  return permissionCatalogueOf(organizationTypeOf(actor));
};
