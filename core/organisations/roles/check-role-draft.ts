import type { Actor } from "../../access/actor.ts";
import { Forbidden, ValidationFailed } from "../../shared/errors.ts";
import { ROLE_MESSAGES } from "./messages.ts";
import type { RoleAdministrationStore } from "./ports.ts";
import {
  checkedRole,
  permissionsBeyondCaller,
  roleDraftProblems,
  type CheckedRole,
  type RoleDraft,
} from "./role-rules.ts";
import { organizationTypeOf } from "./role-view.ts";

/**
 * The checks every role a caller saves goes through (create, copy, edit): a valid, unique name and
 * permissions of the organisation's type (400 with the fields), then none the caller lacks (403).
 */
export const checkRoleDraft = async (
  roles: RoleAdministrationStore,
  actor: Actor,
  draft: RoleDraft,
  editedRoleId?: string,
): Promise<CheckedRole> => {
  const others = (await roles.names(actor.organizationId))
    .filter((role) => role.id !== editedRoleId)
    .map((role) => role.name);
  const problems = roleDraftProblems(organizationTypeOf(actor), draft, others);
  // The envelope's message is the first problem, so a caller without field display still reads why.
  const [first] = problems;
  if (first) {
    const { field: _field, ...said } = first;
    throw new ValidationFailed({ ...said, fields: problems });
  }
  const role = checkedRole(draft);
  const beyond = permissionsBeyondCaller(actor.permissions, role.permissions);
  if (beyond.length > 0)
    throw new Forbidden(ROLE_MESSAGES.say("raisesOwnPermissions", { permissions: beyond.join(", ") }));
  return role;
};
