import type { RoleAdministrationStore, RoleDeps } from "#core/organisations/roles/ports.ts";
import type { RoleRecord } from "#core/organisations/roles/role.ts";
import { createFakeUnitOfWork } from "./unit-of-work.ts";

/** A member as the fake knows them: which role, and whether they count as active. */
export interface FakeMember {
  readonly userId: string;
  readonly organizationId: string;
  roleId: string;
  active: boolean;
}

/**
 * Roles and members in memory, with the store's semantics: everything scoped by organisation, member counts
 * over every membership, administrators over active ones. Writes are rolled back when a unit of work throws.
 */
export const createFakeRoleStore = () => {
  let roles: Array<Omit<RoleRecord, "memberCount">> = [];
  let members: FakeMember[] = [];
  const withCount = (role: Omit<RoleRecord, "memberCount">): RoleRecord => ({
    ...role,
    memberCount: members.filter((m) => m.roleId === role.id).length,
  });
  const store: RoleAdministrationStore = {
    async list(organizationId, request) {
      const items = roles.filter((r) => r.organizationId === organizationId).map(withCount);
      const start = (request.pageNumber - 1) * request.pageSize;
      return { items: items.slice(start, start + request.pageSize), total: items.length, ...request };
    },
    async findById(organizationId, id) {
      const role = roles.find((r) => r.id === id && r.organizationId === organizationId);
      return role ? withCount(role) : undefined;
    },
    async names(organizationId) {
      return roles.filter((r) => r.organizationId === organizationId).map(({ id, name }) => ({ id, name }));
    },
    async holdings(organizationId) {
      return roles
        .filter((r) => r.organizationId === organizationId)
        .map((r) => ({
          roleId: r.id,
          permissions: r.permissions,
          activeMembers: members.filter((m) => m.roleId === r.id && m.active).length,
        }));
    },
    async insert(role) {
      const saved = {
        ...role,
        permissions: [...role.permissions],
        createdAt: new Date("2026-01-01T00:00:00Z"),
      };
      roles.push(saved);
      return withCount(saved);
    },
    async update(organizationId, id, changes) {
      const index = roles.findIndex((r) => r.id === id && r.organizationId === organizationId);
      if (index < 0) return undefined;
      roles[index] = { ...roles[index]!, name: changes.name, permissions: [...changes.permissions] };
      return withCount(roles[index]!);
    },
    async delete(organizationId, id) {
      const before = roles.length;
      roles = roles.filter((r) => !(r.id === id && r.organizationId === organizationId));
      return roles.length < before;
    },
    async memberUserIds(organizationId, roleId) {
      return members
        .filter((m) => m.organizationId === organizationId && m.roleId === roleId)
        .map((m) => m.userId);
    },
  };
  const snapshot = () => {
    const saved = { roles: roles.map((r) => ({ ...r })), members: members.map((m) => ({ ...m })) };
    return () => {
      roles = saved.roles;
      members = saved.members;
    };
  };
  const deps: RoleDeps = { roles: store, unitOfWork: createFakeUnitOfWork({ roles: store }, snapshot) };
  return {
    deps,
    addRole: (role: Omit<RoleRecord, "memberCount" | "createdAt">) => {
      roles.push({ ...role, createdAt: new Date("2025-06-01T00:00:00Z") });
      return role.id;
    },
    addMember: (member: FakeMember) => members.push(member),
    roleNamed: (organizationId: string, name: string) =>
      roles.find((r) => r.organizationId === organizationId && r.name === name),
  };
};
