import { Schema } from "effect";
import type { OrganizationType } from "../../access/permissions.ts";
import { DEFAULT_ROLES } from "../../permissions-catalogue.ts";

/** The longest role name (the role table's column). */
export const MAX_ROLE_NAME_LENGTH = 100;

export const ROLE_SORT_FIELDS = ["name", "permissionCount", "memberCount", "createdAt"] as const;
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];
export const ROLE_FILTER_FIELDS = ["name"] as const;
export type RoleFilterField = (typeof ROLE_FILTER_FIELDS)[number];

/** What a row offers: built-in roles are only viewed and copied; the others are edited and deleted too. */
export const RoleAction = Schema.Literals(["view", "edit", "copy", "delete"]);
export type RoleAction = typeof RoleAction.Type;

/**
 * What the role editor sends. Names and permissions are checked by the role rules (role-rules.ts), which
 * answer per field, so the schema only asks for their shapes.
 */
export const RoleInput = Schema.Struct({
  name: Schema.String,
  permissions: Schema.Array(Schema.String),
}).annotate({ identifier: "RoleInput" });
export type RoleInput = typeof RoleInput.Type;

/** A copy takes the given name, or "Copy of <name>" when none (absent, null or blank) is given. */
export const RoleCopyInput = Schema.Struct({
  name: Schema.optional(Schema.NullOr(Schema.String)),
}).annotate({ identifier: "RoleCopyInput" });
export type RoleCopyInput = typeof RoleCopyInput.Type;

/** A role as stored, with how many members hold it (any membership status: they all point at it). */
export interface RoleRecord {
  readonly id: string;
  readonly organizationId: string;
  readonly organizationType: OrganizationType;
  readonly name: string;
  readonly permissions: readonly string[];
  readonly memberCount: number;
  readonly createdAt: Date;
}

const fold = (name: string): string => name.trim().toLocaleLowerCase("en");

/** Role names are compared without regard to case or surrounding spaces ("administrator " is "Administrator"). */
export const sameRoleName = (a: string, b: string): boolean => fold(a) === fold(b);

/**
 * Built-in roles are the default roles every organisation of the type gets (DEFAULT_ROLES), known by name:
 * nobody can create another role of such a name, so the name identifies them.
 */
export const isBuiltInRole = (organizationType: OrganizationType, name: string): boolean =>
  DEFAULT_ROLES[organizationType].some((role) => sameRoleName(role.name, name));

/** The name a copy gets when none is given. */
export const copyNameOf = (name: string): string => `Copy of ${name}`.slice(0, MAX_ROLE_NAME_LENGTH);

export const roleActions = (organizationType: OrganizationType, name: string): readonly RoleAction[] =>
  isBuiltInRole(organizationType, name) ? ["view", "copy"] : ["edit", "copy", "delete"];
