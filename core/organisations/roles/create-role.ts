import type { Actor } from "../../access/actor.ts";
import type { IdGenerator } from "../../shared/ports.ts";
import { checkRoleDraft } from "./check-role-draft.ts";
import { assertCanAdministerRoles, sideOfUserType } from "./policy.ts";
import type { RoleDeps } from "./ports.ts";
import type { RoleInput } from "./role.ts";
import { organizationTypeOf, roleView, type RoleView } from "./role-view.ts";

/** A new role of the caller's organisation. The name check and the insert share a unit of work. */
export const createRole = async (
  deps: RoleDeps & { ids: IdGenerator },
  actor: Actor,
  input: RoleInput,
): Promise<RoleView> => {
  assertCanAdministerRoles(actor, sideOfUserType(actor.userType));
  return deps.unitOfWork.run(async ({ roles }) => {
    // Locks the organisation's roles, so two requests cannot both find a name free (names differ only in case
    // escape the table's unique key).
    await roles.holdings(actor.organizationId);
    const role = await checkRoleDraft(roles, actor, input);
    const saved = await roles.insert({
      id: deps.ids.next(),
      organizationId: actor.organizationId,
      organizationType: organizationTypeOf(actor),
      ...role,
    });
    return roleView(saved);
  });
};
