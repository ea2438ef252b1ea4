import { copyRole } from "#core/organisations/roles/copy-role.ts";
import { createRole } from "#core/organisations/roles/create-role.ts";
import { deleteRole } from "#core/organisations/roles/delete-role.ts";
import { getRole } from "#core/organisations/roles/get-role.ts";
import { listRolePermissions } from "#core/organisations/roles/list-role-permissions.ts";
import { listRoles } from "#core/organisations/roles/list-roles.ts";
import type { RoleDeps } from "#core/organisations/roles/ports.ts";
import type { RoleCopyInput, RoleInput } from "#core/organisations/roles/role.ts";
import type { RoleView } from "#core/organisations/roles/role-view.ts";
import { updateRole } from "#core/organisations/roles/update-role.ts";
import { requireActor } from "../../contract.ts";
import { isoString } from "../../iso-date.ts";
import type { RoleAdministrationDeps, RoleInputOf } from "./roles.deps.ts";
import type { RoleListQuery } from "./roles.schemas.ts";

const toJson = (role: RoleView) => ({
  id: role.id,
  name: role.name,
  organizationType: role.organizationType,
  builtIn: role.builtIn,
  permissions: role.permissions,
  permissionCount: role.permissions.length,
  memberCount: role.memberCount,
  createdAt: isoString(role.createdAt),
  allowedActions: role.allowedActions,
});

const roleDeps = (services: RoleAdministrationDeps): RoleDeps => {
  const stores = services.stores();
  return { roles: stores.roles, unitOfWork: stores.unitOfWork };
};

export const listHandler = async ({
  actor,
  query,
  services,
}: RoleInputOf<unknown, typeof RoleListQuery.Type, unknown>) => {
  const page = await listRoles({ roles: services.stores().roles }, requireActor(actor), query);
  return { ...page, items: page.items.map(toJson) };
};

export const permissionsHandler = async ({ actor }: RoleInputOf<unknown, unknown, unknown>) =>
  listRolePermissions(requireActor(actor));

export const getHandler = async ({
  actor,
  params,
  services,
}: RoleInputOf<{ id: string }, unknown, unknown>) =>
  toJson(await getRole({ roles: services.stores().roles }, requireActor(actor), params.id));

export const createHandler = async ({ actor, body, services }: RoleInputOf<unknown, unknown, RoleInput>) =>
  toJson(await createRole({ ...roleDeps(services), ids: services.ids }, requireActor(actor), body));

export const copyHandler = async ({
  actor,
  params,
  body,
  services,
}: RoleInputOf<{ id: string }, unknown, RoleCopyInput>) =>
  toJson(
    await copyRole({ ...roleDeps(services), ids: services.ids }, requireActor(actor), params.id, body ?? {}),
  );

export const updateHandler = async ({
  actor,
  params,
  body,
  services,
}: RoleInputOf<{ id: string }, unknown, RoleInput>) => {
  const change = await updateRole(roleDeps(services), requireActor(actor), params.id, body);
  // Tokens carrying the old permissions are refused by the session check; this process notices at once.
  for (const userId of change.memberUserIds) services.sessions.forget({ userId });
  return toJson(change.role);
};

export const deleteHandler = async ({
  actor,
  params,
  services,
}: RoleInputOf<{ id: string }, unknown, unknown>) => {
  await deleteRole(roleDeps(services), requireActor(actor), params.id);
  return null;
};
