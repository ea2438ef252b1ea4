import { DEFAULT_ROLES } from "../../permissions-catalogue.ts";
import type { IdGenerator } from "../../shared/ports.ts";
import type { OrganizationType } from "../../access/permissions.ts";

/** The built-in roles a new organisation of this type starts with (the same set the demo seed creates). */
export const builtInRoles = (type: OrganizationType, ids: IdGenerator) =>
  DEFAULT_ROLES[type].map((role) => ({
    id: ids.next(),
    name: role.name,
    permissions: [...role.permissions],
  }));
