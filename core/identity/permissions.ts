import type { ContextPermissions } from "../access/permissions.ts";

/** Switching the account acted for: the permissions this context owns, by the organisation type whose roles may hold them. */
export const IDENTITY_PERMISSIONS = {
  NOTISPHERE: ["Notisphere_SwitchAccounts"],
} as const satisfies ContextPermissions;

declare module "../access/permissions.ts" {
  interface PermissionRegistry {
    identity: typeof IDENTITY_PERMISSIONS;
  }
}
