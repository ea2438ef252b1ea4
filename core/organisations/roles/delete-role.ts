import type { Actor } from "../../access/actor.ts";
import { Conflict, NotFound } from "../../shared/errors.ts";
import { ROLE_MESSAGES } from "./messages.ts";
import { assertCanAdministerRoles, sideOfUserType } from "./policy.ts";
import type { RoleDeps } from "./ports.ts";
import { isBuiltInRole } from "./role.ts";
import { requireRole } from "./role-view.ts";

/**
 * Deletes a role nobody holds. Built-in roles stay; a role held by members is refused with how many hold it
 * (every membership points at a role, so the members move to another role first). Nobody holding it, it
 * cannot take the last administrator away.
 */
export const deleteRole = async (deps: RoleDeps, actor: Actor, id: string): Promise<void> => {
  assertCanAdministerRoles(actor, sideOfUserType(actor.userType));
  await deps.unitOfWork.run(async ({ roles }) => {
    await roles.holdings(actor.organizationId);
    const role = await requireRole(roles, actor, id);
    if (isBuiltInRole(role.organizationType, role.name))
      throw new Conflict(ROLE_MESSAGES.say("builtInLocked", { name: role.name }));
    if (role.memberCount > 0)
      throw new Conflict(ROLE_MESSAGES.say("inUse", { name: role.name, count: role.memberCount }));
    if (!(await roles.delete(actor.organizationId, id))) throw new NotFound(ROLE_MESSAGES.say("notFound"));
  });
};
