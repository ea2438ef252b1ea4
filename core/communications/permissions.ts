import type { ContextPermissions } from "../access/permissions.ts";

/** Recalls and supply advisories, and the operator's read-only view of providers' copies: the permissions this context owns, by the organisation type whose roles may hold them. */
export const COMMUNICATIONS_PERMISSIONS = {
  NOTISPHERE: ["Notisphere_ManageRecalls", "Notisphere_ProviderReadOnly"],
  SUPPLIER: ["Supplier_ManageRecalls", "Supplier_ManageDisruption"],
  PROVIDER: ["Provider_ManageRecalls", "Provider_ManageDisruption"],
} as const satisfies ContextPermissions;

declare module "../access/permissions.ts" {
  interface PermissionRegistry {
    communications: typeof COMMUNICATIONS_PERMISSIONS;
  }
}
