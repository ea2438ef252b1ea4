import type { OrganizationType, Permission } from "../../access/permissions.ts";

/**
 * What makes someone an administrator of an organisation: their role lets them manage its users. Roles and
 * users both guard it (nobody may remove, deactivate or demote the last one), so both read this one rule.
 */
export const ADMINISTRATION_PERMISSION = {
  NOTISPHERE: "Notisphere_ManageUsers",
  SUPPLIER: "Supplier_ManageUsers",
  PROVIDER: "Provider_ManageUsers",
} as const satisfies Record<OrganizationType, Permission>;

export const holdsAdministration = (
  organizationType: OrganizationType,
  permissions: readonly string[],
): boolean => permissions.includes(ADMINISTRATION_PERMISSION[organizationType]);
