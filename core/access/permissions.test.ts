import { describe, expect, it } from "vitest";
import {
  ALL_PERMISSIONS,
  DEFAULT_ROLES,
  isPermission,
  normalizeUserType,
  organizationTypeOfUserType,
  permissionFitsOrganization,
  userTypeOfOrganization,
} from "./permissions.ts";

describe("permission catalogue", () => {
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

  it("maps user types and organisation types both ways", () => {
    for (const t of ["NOTISPHERE", "PROV", "SUPP"] as const)
      expect(userTypeOfOrganization(organizationTypeOfUserType(t))).toBe(t);
  });

  it("reads NOTI as the operator and rejects unknown user types", () => {
    expect(normalizeUserType("noti")).toBe("NOTISPHERE");
    expect(normalizeUserType("NOTISPHERE")).toBe("NOTISPHERE");
    expect(normalizeUserType("PROVIDER")).toBe("PROV");
    expect(normalizeUserType("prov")).toBe("PROV");
    expect(normalizeUserType(" SUPP ")).toBe("SUPP");
    expect(normalizeUserType("SUPPLIER")).toBe("SUPP");
    expect(normalizeUserType("x")).toBeUndefined();
    expect(normalizeUserType(null)).toBeUndefined();
  });
});
