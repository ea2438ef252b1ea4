import type { ContextPermissions } from "../access/permissions.ts";

/** Reading the public regulator (FDA) data: the permissions this context owns, by the organisation type whose roles may hold them. */
export const REGULATOR_DATA_PERMISSIONS = {
  NOTISPHERE: ["Notisphere_ViewFDAInformation"],
} as const satisfies ContextPermissions;

declare module "../access/permissions.ts" {
  interface PermissionRegistry {
    regulatorData: typeof REGULATOR_DATA_PERMISSIONS;
  }
}
