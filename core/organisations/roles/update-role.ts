import type { Actor } from "../../access/actor.ts";
import { Conflict, Forbidden, NotFound } from "../../shared/errors.ts";
import { checkRoleDraft } from "./check-role-draft.ts";
import { ROLE_MESSAGES } from "./messages.ts";
import { assertCanAdministerRoles, sideOfUserType } from "./policy.ts";
import type { RoleDeps } from "./ports.ts";
import { addedToOwnRole, leavesWithoutAdministrator } from "./role-rules.ts";
import { isBuiltInRole, type RoleInput } from "./role.ts";
import { organizationTypeOf, requireRole, roleView, type RoleView } from "./role-view.ts";

/** The saved role and the users holding it, whose open sessions must stop carrying the old permissions. */
export interface RoleChange {
  readonly role: RoleView;
  readonly memberUserIds: readonly string[];
}

/**
 * Renames a role and replaces its permissions. Refused for built-in roles, for a role the caller holds when
 * it gains permissions, for permissions the caller lacks, and when the organisation would be left without an
 * administrator. The organisation's roles stay locked from the check to the write.
 */
export const updateRole = async (
  deps: RoleDeps,
  actor: Actor,
  id: string,
  input: RoleInput,
): Promise<RoleChange> => {
  assertCanAdministerRoles(actor, sideOfUserType(actor.userType));
  return deps.unitOfWork.run(async ({ roles }) => {
    const holdings = await roles.holdings(actor.organizationId);
    const current = await requireRole(roles, actor, id);
    if (isBuiltInRole(current.organizationType, current.name))
      throw new Conflict(ROLE_MESSAGES.say("builtInLocked", { name: current.name }));
    const role = await checkRoleDraft(roles, actor, input, id);
    if (addedToOwnRole(actor.roleName, current, role.permissions).length > 0)
      throw new Forbidden(ROLE_MESSAGES.say("ownRoleRaised"));
    if (leavesWithoutAdministrator(organizationTypeOf(actor), holdings, id, role.permissions))
      throw new Conflict(ROLE_MESSAGES.say("lastAdministrator"));
    const saved = await roles.update(actor.organizationId, id, role);
    if (!saved) throw new NotFound(ROLE_MESSAGES.say("notFound"));
    return { role: roleView(saved), memberUserIds: await roles.memberUserIds(actor.organizationId, id) };
  });
};
