import type { OrganizationType, Permission } from "../../access/permissions.ts";
import { isPermission, permissionFitsOrganization } from "../../permissions-catalogue.ts";
import type { FieldError } from "../../shared/errors.ts";
import { holdsAdministration } from "./administration.ts";
import { ROLE_MESSAGES } from "./messages.ts";
import { isBuiltInRole, MAX_ROLE_NAME_LENGTH, sameRoleName } from "./role.ts";

/** A role as the editor would save it: its name and permissions, before any check. */
export interface RoleDraft {
  readonly name: string;
  readonly permissions: readonly string[];
}

/** A draft that passed the checks: a trimmed name and the permissions, each once, in catalogue spelling. */
export interface CheckedRole {
  readonly name: string;
  readonly permissions: readonly Permission[];
}

/**
 * The problems of a draft, per field, for an organisation of `organizationType` whose other roles are named
 * `otherNames` (the role being edited is not among them). A name is 1–100 characters after trimming, unique
 * in the organisation without regard to case, and not a built-in role's name (those mark built-in roles); the
 * permissions are at least one, all of the organisation's type.
 */
export const roleDraftProblems = (
  organizationType: OrganizationType,
  draft: RoleDraft,
  otherNames: readonly string[],
): FieldError[] => {
  const problems: FieldError[] = [];
  const name = draft.name.trim();
  if (name === "") problems.push({ field: "name", ...ROLE_MESSAGES.say("nameRequired") });
  else if (name.length > MAX_ROLE_NAME_LENGTH)
    problems.push({ field: "name", ...ROLE_MESSAGES.say("nameTooLong", { max: MAX_ROLE_NAME_LENGTH }) });
  else if (isBuiltInRole(organizationType, name))
    problems.push({ field: "name", ...ROLE_MESSAGES.say("nameBuiltIn", { name }) });
  else if (otherNames.some((other) => sameRoleName(other, name)))
    problems.push({ field: "name", ...ROLE_MESSAGES.say("nameTaken", { name }) });
  if (draft.permissions.length === 0)
    problems.push({ field: "permissions", ...ROLE_MESSAGES.say("permissionsRequired") });
  const foreign = foreignPermissions(organizationType, draft.permissions);
  if (foreign.length > 0)
    problems.push({
      field: "permissions",
      ...ROLE_MESSAGES.say("permissionsForeign", { permissions: foreign.join(", ") }),
    });
  return problems;
};

/** The permissions that no role of this organisation type may hold (unknown names included), each once. */
export const foreignPermissions = (
  organizationType: OrganizationType,
  permissions: readonly string[],
): string[] => [
  ...new Set(
    permissions.filter(
      (permission) => !isPermission(permission) || !permissionFitsOrganization(permission, organizationType),
    ),
  ),
];

/** The draft as it is saved: the trimmed name and each permission once. Only for drafts without problems. */
export const checkedRole = (draft: RoleDraft): CheckedRole => ({
  name: draft.name.trim(),
  permissions: [...new Set(draft.permissions)] as Permission[],
});

/**
 * Nobody raises their own permissions: the permissions of `wanted` the caller does not hold. A role the caller
 * creates or edits may hold only what the caller holds.
 */
export const permissionsBeyondCaller = (
  callerPermissions: readonly string[],
  wanted: readonly string[],
): string[] => [...new Set(wanted.filter((permission) => !callerPermissions.includes(permission)))];

/** What an edit of the caller's own role adds to it (nobody widens the role they hold). */
export const addedToOwnRole = (
  callerRoleName: string,
  role: { readonly name: string; readonly permissions: readonly string[] },
  wanted: readonly string[],
): string[] =>
  sameRoleName(callerRoleName, role.name)
    ? [...new Set(wanted.filter((permission) => !role.permissions.includes(permission)))]
    : [];

/** A role of an organisation with the number of its members who count as active (see administrators). */
export interface RoleHolding {
  readonly roleId: string;
  readonly permissions: readonly string[];
  readonly activeMembers: number;
}

/** How many active members can administer the organisation (holdsAdministration) with these roles. */
export const administratorCount = (
  organizationType: OrganizationType,
  roles: readonly RoleHolding[],
): number =>
  roles.reduce(
    (sum, role) => sum + (holdsAdministration(organizationType, role.permissions) ? role.activeMembers : 0),
    0,
  );

/**
 * Whether giving role `roleId` the permissions `next` leaves an organisation that has an administrator with
 * none. An organisation already without one is not made worse by the edit, so it is not refused for it.
 */
export const leavesWithoutAdministrator = (
  organizationType: OrganizationType,
  roles: readonly RoleHolding[],
  roleId: string,
  next: readonly string[],
): boolean => {
  const before = administratorCount(organizationType, roles);
  const after = administratorCount(
    organizationType,
    roles.map((role) => (role.roleId === roleId ? { ...role, permissions: next } : role)),
  );
  return before > 0 && after === 0;
};
