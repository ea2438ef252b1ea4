import { Schema } from "effect";
import { ROLE_POLICY, ROLE_SIDES, type RoleSide } from "#core/organisations/roles/policy.ts";
import { RoleCopyInput, RoleInput } from "#core/organisations/roles/role.ts";
import { guardOf } from "../../contract.ts";
import { route } from "./roles.deps.ts";
import {
  copyHandler,
  createHandler,
  deleteHandler,
  getHandler,
  listHandler,
  permissionsHandler,
  updateHandler,
} from "./roles.handlers.ts";
import { PermissionGroup, Role, RoleIdParams, RoleListQuery, RolePage } from "./roles.schemas.ts";

const TITLE: Record<RoleSide, string> = {
  notisphere: "Notisphere",
  supplier: "Supplier",
  provider: "Provider",
};

const RULES =
  "Built-in roles (the organisation type's default roles) cannot be changed or deleted, only copied. Names are unique in the organisation without regard to case (1–100 characters); a role holds at least one permission, all of the organisation's type, and none the caller lacks. Nobody adds permissions to the role they hold, and no edit may leave the organisation without an administrator (an active member who can manage users). Members of a changed role must refresh their token.";

/** The role calls of one side; each works on the caller's own organisation only. */
const sideRoutes = (side: RoleSide) => {
  const access = guardOf(ROLE_POLICY[side]);
  const base = `/${side}/roles`;
  const name = TITLE[side];
  return [
    route(
      {
        method: "get",
        path: base,
        operationId: `list${name}Roles`,
        tag: "roles",
        summary: "The organisation's roles, paged, sorted and filtered by name",
        access,
        query: RoleListQuery,
        response: RolePage,
      },
      listHandler,
    ),
    route(
      {
        method: "get",
        path: `${base}/permissions`,
        operationId: `list${name}RolePermissions`,
        tag: "roles",
        summary: "The permissions a role of the organisation's type may hold, grouped and labelled",
        access,
        response: Schema.Array(PermissionGroup),
      },
      permissionsHandler,
    ),
    route(
      {
        method: "get",
        path: `${base}/{id}`,
        operationId: `get${name}Role`,
        tag: "roles",
        summary: "One role of the organisation",
        access,
        params: RoleIdParams,
        response: Role,
        errors: [404],
      },
      getHandler,
    ),
    route(
      {
        method: "post",
        path: base,
        operationId: `create${name}Role`,
        tag: "roles",
        summary: "Create a role",
        description: RULES,
        access,
        body: RoleInput,
        response: Role,
        successMessage: "Role created",
      },
      createHandler,
    ),
    route(
      {
        method: "put",
        path: `${base}/{id}`,
        operationId: `update${name}Role`,
        tag: "roles",
        summary: "Rename a role and replace its permissions",
        description: RULES,
        access,
        params: RoleIdParams,
        body: RoleInput,
        response: Role,
        errors: [404, 409],
        successMessage: "Role saved",
      },
      updateHandler,
    ),
    route(
      {
        method: "delete",
        path: `${base}/{id}`,
        operationId: `delete${name}Role`,
        tag: "roles",
        summary: "Delete a role nobody holds",
        description:
          "Built-in roles and roles held by members (the answer says how many) are refused with 409.",
        access,
        params: RoleIdParams,
        response: Schema.Null,
        errors: [404, 409],
        successMessage: "Role deleted",
      },
      deleteHandler,
    ),
    route(
      {
        method: "post",
        path: `${base}/{id}/copy`,
        operationId: `copy${name}Role`,
        tag: "roles",
        summary: 'Copy a role (built-in or not) to a new, editable one named as given or "Copy of <name>"',
        description: RULES,
        access,
        params: RoleIdParams,
        body: RoleCopyInput,
        response: Role,
        errors: [404],
        successMessage: "Role copied",
      },
      copyHandler,
    ),
  ];
};

export const roleRoutes = ROLE_SIDES.flatMap(sideRoutes);
