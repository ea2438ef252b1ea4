import { Schema } from "effect";
import { ROLE_FILTER_FIELDS, ROLE_SORT_FIELDS, RoleAction } from "#core/organisations/roles/role.ts";
import { OrganizationType } from "#core/access/permissions.ts";
import { pageOf } from "../../page-schema.ts";
import { listQuery } from "../../list-query.ts";

export const Role = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  organizationType: OrganizationType,
  builtIn: Schema.Boolean.annotate({
    description: "A default role of every organisation of the type: it can be copied, not changed or deleted",
  }),
  permissions: Schema.Array(Schema.String),
  permissionCount: Schema.Int,
  memberCount: Schema.Int.annotate({ description: "Memberships holding the role, whatever their status" }),
  createdAt: Schema.String,
  allowedActions: Schema.Array(RoleAction),
}).annotate({ identifier: "Role" });

export const RolePage = pageOf(Role, "RolePage");

export const RoleListQuery = listQuery({
  identifier: "RoleListQuery",
  sort: {
    fields: ROLE_SORT_FIELDS,
    default: "name",
    description: "name, permissionCount, memberCount or createdAt",
  },
  searchDescription: "Finds roles whose name contains the text",
  filters: {
    fields: ROLE_FILTER_FIELDS,
    description:
      'Grid header filters as JSON, e.g. {"name":{"filterType":"text","type":"contains","filter":"coord"}}',
  },
});

export const PermissionGroup = Schema.Struct({
  key: Schema.String,
  label: Schema.String,
  permissions: Schema.Array(Schema.Struct({ name: Schema.String, label: Schema.String })),
}).annotate({ identifier: "PermissionGroup" });

export const RoleIdParams = Schema.Struct({ id: Schema.String });
