import type { Actor } from "../../access/actor.ts";
import { assertCanAdministerRoles, sideOfUserType } from "./policy.ts";
import type { RoleAdministrationStore } from "./ports.ts";
import { requireRole, roleView, type RoleView } from "./role-view.ts";

export const getRole = async (
  deps: { roles: RoleAdministrationStore },
  actor: Actor,
  id: string,
): Promise<RoleView> => {
  assertCanAdministerRoles(actor, sideOfUserType(actor.userType));
  return roleView(await requireRole(deps.roles, actor, id));
};
