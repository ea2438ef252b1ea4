import type { ContextPermissions } from "../access/permissions.ts";

/** The dashboards and key metrics: the permissions this context owns, by the organisation type whose roles may hold them. */
export const REPORTS_PERMISSIONS = {
  NOTISPHERE: ["Notisphere_ViewDashboard", "Notisphere_ViewKeyMetrics"],
  SUPPLIER: ["Supplier_ViewDashboard"],
  PROVIDER: ["View_Dashboard", "Provider_ViewDashboard"],
} as const satisfies ContextPermissions;

declare module "../access/permissions.ts" {
  interface PermissionRegistry {
    reports: typeof REPORTS_PERMISSIONS;
  }
}
