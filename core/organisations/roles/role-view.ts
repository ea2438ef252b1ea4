import type { Actor } from "../../access/actor.ts";
import { organizationTypeOfUserType, type OrganizationType } from "../../access/permissions.ts";
import { NotFound } from "../../shared/errors.ts";
import { ROLE_MESSAGES } from "./messages.ts";
import type { RoleAdministrationStore } from "./ports.ts";
import { isBuiltInRole, roleActions, type RoleAction, type RoleRecord } from "./role.ts";

/** A role as the screens get it: whether it is built in, and what may be done with it. */
export type RoleView = RoleRecord & {
  readonly builtIn: boolean;
  readonly allowedActions: readonly RoleAction[];
};

export const roleView = (role: RoleRecord): RoleView => ({
  ...role,
  builtIn: isBuiltInRole(role.organizationType, role.name),
  allowedActions: roleActions(role.organizationType, role.name),
});

/** The organisation type of the caller's organisation (the side they signed in on). */
export const organizationTypeOf = (actor: Actor): OrganizationType =>
  organizationTypeOfUserType(actor.userType);

/** The caller's organisation's role `id`, or not found (another organisation's role is never found). */
export const requireRole = async (
  roles: RoleAdministrationStore,
  actor: Actor,
  id: string,
): Promise<RoleRecord> => {
  const role = await roles.findById(actor.organizationId, id);
  if (!role) throw new NotFound(ROLE_MESSAGES.say("notFound"));
  return role;
};
