import type { ContextPermissions } from "../access/permissions.ts";

/** Product fields, lookup values, FAQs, e-mail templates, user guides and contact pages: the permissions this context owns, by the organisation type whose roles may hold them. */
export const CONTENT_PERMISSIONS = {
  NOTISPHERE: [
    "Notisphere_ManageProductFields",
    "Notisphere_ManageLookupValues",
    "Notisphere_ManageFAQs",
    "Notisphere_ManageEmailTemplates",
    "Notisphere_ManageUserGuides",
  ],
  SUPPLIER: [
    "Supplier_ManageLookupValues",
    "Supplier_ManageProductFields",
    "Supplier_ViewFAQs",
    "Supplier_ViewContact",
    "Supplier_ViewUserGuides",
  ],
  PROVIDER: [
    "Provider_ManageEmailTemplates",
    "Provider_ViewFAQs",
    "Provider_ViewContact",
    "Provider_ViewUserGuides",
  ],
} as const satisfies ContextPermissions;

declare module "../access/permissions.ts" {
  interface PermissionRegistry {
    content: typeof CONTENT_PERMISSIONS;
  }
}
