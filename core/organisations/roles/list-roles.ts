import type { Actor } from "../../access/actor.ts";
import type { Page } from "../../shared/paging.ts";
import { assertCanAdministerRoles, sideOfUserType } from "./policy.ts";
import type { RoleAdministrationStore, RoleListRequest } from "./ports.ts";
import { roleView, type RoleView } from "./role-view.ts";

export const listRoles = async (
  deps: { roles: RoleAdministrationStore },
  actor: Actor,
  request: RoleListRequest,
): Promise<Page<RoleView>> => {
  assertCanAdministerRoles(actor, sideOfUserType(actor.userType));
  const page = await deps.roles.list(actor.organizationId, request);
  return { ...page, items: page.items.map(roleView) };
};
