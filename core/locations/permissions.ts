import type { ContextPermissions } from "../access/permissions.ts";

/** Locations and sites, and the operator's location pre-processor: the permissions this context owns, by the organisation type whose roles may hold them. */
export const LOCATIONS_PERMISSIONS = {
  NOTISPHERE: ["Notisphere_ManageLocations"],
  SUPPLIER: ["Supplier_ManageLocations"],
  PROVIDER: ["Provider_ManageLocations"],
} as const satisfies ContextPermissions;

declare module "../access/permissions.ts" {
  interface PermissionRegistry {
    locations: typeof LOCATIONS_PERMISSIONS;
  }
}
