import {
  copyNotisphereRole,
  copyProviderRole,
  copySupplierRole,
  createNotisphereRole,
  createProviderRole,
  createSupplierRole,
  deleteNotisphereRole,
  deleteProviderRole,
  deleteSupplierRole,
  getListNotisphereRolesQueryKey,
  getListProviderRolesQueryKey,
  getListSupplierRolesQueryKey,
  listNotisphereRolePermissions,
  listNotisphereRoles,
  listProviderRolePermissions,
  listProviderRoles,
  listSupplierRolePermissions,
  listSupplierRoles,
  updateNotisphereRole,
  updateProviderRole,
  updateSupplierRole,
} from "../../../api/generated/roles/roles.ts";
import type { PermissionGroup } from "../../../api/generated/model/permissionGroup.ts";
import type { Role } from "../../../api/generated/model/role.ts";
import type { RoleInput } from "../../../api/generated/model/roleInput.ts";
import type { QueryKey } from "@tanstack/react-query";
import { quiet } from "../../../api/fetcher.ts";

export type RoleSide = "notisphere" | "supplier" | "provider";

/** The role calls of one side, under one shape, so a single screen serves the three. */
export interface RoleApi {
  /** Grid blocks: quiet, because the grid shows its own loading rows. */
  readonly list: (
    params: Record<string, string>,
  ) => Promise<{ d: { items: Role[]; total: number; pageNumber: number; pageSize: number } }>;
  readonly listKey: () => QueryKey;
  readonly permissions: () => Promise<{ d: PermissionGroup[] }>;
  readonly create: (body: RoleInput) => Promise<{ d: Role }>;
  readonly update: (id: string, body: RoleInput) => Promise<{ d: Role }>;
  readonly remove: (id: string) => Promise<unknown>;
  readonly copy: (id: string, name: string) => Promise<{ d: Role }>;
}

const API: Record<RoleSide, RoleApi> = {
  notisphere: {
    list: (params) => listNotisphereRoles(params, quiet()),
    listKey: () => getListNotisphereRolesQueryKey(),
    permissions: () => listNotisphereRolePermissions(),
    create: (body) => createNotisphereRole(body),
    update: (id, body) => updateNotisphereRole(id, body),
    remove: (id) => deleteNotisphereRole(id),
    copy: (id, name) => copyNotisphereRole(id, { name }),
  },
  supplier: {
    list: (params) => listSupplierRoles(params, quiet()),
    listKey: () => getListSupplierRolesQueryKey(),
    permissions: () => listSupplierRolePermissions(),
    create: (body) => createSupplierRole(body),
    update: (id, body) => updateSupplierRole(id, body),
    remove: (id) => deleteSupplierRole(id),
    copy: (id, name) => copySupplierRole(id, { name }),
  },
  provider: {
    list: (params) => listProviderRoles(params, quiet()),
    listKey: () => getListProviderRolesQueryKey(),
    permissions: () => listProviderRolePermissions(),
    create: (body) => createProviderRole(body),
    update: (id, body) => updateProviderRole(id, body),
    remove: (id) => deleteProviderRole(id),
    copy: (id, name) => copyProviderRole(id, { name }),
  },
};

/** The side a path belongs to (/provider/roles → provider); the operator's by default. */
export const sideOfPath = (pathname: string): RoleSide => {
  const first = pathname.split("/")[1];
  return first === "supplier" || first === "provider" ? first : "notisphere";
};

export const roleApiOf = (side: RoleSide): RoleApi => API[side];
