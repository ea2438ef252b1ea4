import { describe, expect, it } from "vitest";
import {
  ALL_PERMISSIONS,
  DEFAULT_ROLES,
  isPermission,
  PERMISSIONS_BY_ORGANIZATION_TYPE,
  permissionFitsOrganization,
} from "./permissions-catalogue.ts";

/** The spec's permission names per organisation type, as tokens and saved roles carry them. */
const SPEC: Record<keyof typeof PERMISSIONS_BY_ORGANIZATION_TYPE, readonly string[]> = {
  NOTISPHERE: [
    "Notisphere_ViewDashboard",
    "Notisphere_ManageBilling",
    "Notisphere_ViewKeyMetrics",
    "Notisphere_ManageRecalls",
    "Notisphere_ProviderReadOnly",
    "NotiSphere_ResponderRole",
    "Notisphere_ManageSuppliers",
    "Notisphere_ManageProviders",
    "Notisphere_ManageLocations",
    "Notisphere_ManageProductFields",
    "Notisphere_ManageLookupValues",
    "Notisphere_ManageUsers",
    "Notisphere_ManageRoles",
    "Notisphere_ManageFAQs",
    "Notisphere_ManageEmailTemplates",
    "Notisphere_ManageUserGuides",
    "Notisphere_ViewFDAInformation",
    "Notisphere_SwitchAccounts",
  ],
  SUPPLIER: [
    "Supplier_ViewDashboard",
    "Supplier_ManageRecalls",
    "Supplier_ManageDisruption",
    "Supplier_ManageLookupValues",
    "Supplier_ManageProductFields",
    "Supplier_ManageProfile",
    "Supplier_ManageRoles",
    "Supplier_ManageUsers",
    "Supplier_ManageSalesRepresentative",
    "Supplier_ManageBilling",
    "Supplier_ManageLocations",
    "Supplier_ViewFAQs",
    "Supplier_ViewContact",
    "Supplier_ViewUserGuides",
  ],
  PROVIDER: [
    "View_Dashboard",
    "Provider_ViewDashboard",
    "Provider_ManageRecalls",
    "Provider_ManageDisruption",
    "Provider_ResponderRole",
    "Provider_ManageProfile",
    "Provider_ManageLocations",
    "Provider_ManageRoles",
    "Provider_ManageUsers",
    "Provider_ManageSupplierContacts",
    "Provider_ManageEmailTemplates",
    "Provider_ViewFAQs",
    "Provider_ViewContact",
    "Provider_ViewUserGuides",
  ],
};

describe("permission catalogue", () => {
  it("gathers from the contexts exactly the spec's names, each under its organisation type", () => {
    for (const [type, names] of Object.entries(SPEC))
      expect([...PERMISSIONS_BY_ORGANIZATION_TYPE[type as keyof typeof SPEC]].sort()).toEqual(
        [...names].sort(),
      );
  });

  it("has no duplicate names and recognises only its own", () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    expect(isPermission("Provider_ManageRecalls")).toBe(true);
    expect(isPermission("provider_managerecalls")).toBe(false);
  });

  it("gives every default role only permissions of its organisation type", () => {
    for (const [type, roles] of Object.entries(DEFAULT_ROLES))
      for (const role of roles)
        for (const permission of role.permissions)
          expect(permissionFitsOrganization(permission, type as keyof typeof DEFAULT_ROLES)).toBe(true);
    expect(permissionFitsOrganization("Notisphere_ManageRoles", "SUPPLIER")).toBe(false);
  });
});
