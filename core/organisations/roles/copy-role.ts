import type { Actor } from "../../access/actor.ts";
import type { IdGenerator } from "../../shared/ports.ts";
import { checkRoleDraft } from "./check-role-draft.ts";
import { assertCanAdministerRoles, sideOfUserType } from "./policy.ts";
import type { RoleDeps } from "./ports.ts";
import { copyNameOf, type RoleCopyInput } from "./role.ts";
import { organizationTypeOf, requireRole, roleView, type RoleView } from "./role-view.ts";

/**
 * A new, editable role with the permissions of role `id` (built-in or not) and the given name or
 * "Copy of <name>". It is checked like any new role, so a copy cannot give anyone more than the caller holds.
 */
export const copyRole = async (
  deps: RoleDeps & { ids: IdGenerator },
  actor: Actor,
  id: string,
  input: RoleCopyInput,
): Promise<RoleView> => {
  assertCanAdministerRoles(actor, sideOfUserType(actor.userType));
  return deps.unitOfWork.run(async ({ roles }) => {
    // Locks the organisation's roles, so two requests cannot both find a name free (names differ only in case
    // escape the table's unique key).
    await roles.holdings(actor.organizationId);
    const source = await requireRole(roles, actor, id);
    const name = input.name?.trim() ? input.name : copyNameOf(source.name);
    const role = await checkRoleDraft(roles, actor, { name, permissions: source.permissions });
    const saved = await roles.insert({
      id: deps.ids.next(),
      organizationId: actor.organizationId,
      organizationType: organizationTypeOf(actor),
      ...role,
    });
    return roleView(saved);
  });
};
