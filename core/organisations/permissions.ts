import type { ContextPermissions } from "../access/permissions.ts";

/** Organisations, their profiles, users, roles, billing and contacts: the permissions this context owns, by the organisation type whose roles may hold them. */
export const ORGANISATIONS_PERMISSIONS = {
  NOTISPHERE: [
    "Notisphere_ManageBilling",
    "Notisphere_ManageSuppliers",
    "Notisphere_ManageProviders",
    "Notisphere_ManageUsers",
    "Notisphere_ManageRoles",
  ],
  SUPPLIER: [
    "Supplier_ManageProfile",
    "Supplier_ManageRoles",
    "Supplier_ManageUsers",
    "Supplier_ManageSalesRepresentative",
    "Supplier_ManageBilling",
  ],
  PROVIDER: [
    "Provider_ManageProfile",
    "Provider_ManageRoles",
    "Provider_ManageUsers",
    "Provider_ManageSupplierContacts",
  ],
} as const satisfies ContextPermissions;

declare module "../access/permissions.ts" {
  interface PermissionRegistry {
    organisations: typeof ORGANISATIONS_PERMISSIONS;
  }
}
