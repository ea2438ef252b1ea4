import { describe, expect, it } from "vitest";
import { holdsAdministration } from "./administration.ts";

describe("holdsAdministration", () => {
  it("needs the organisation type's own user-management permission", () => {
    expect(holdsAdministration("PROVIDER", ["Provider_ManageUsers"])).toBe(true);
    expect(holdsAdministration("PROVIDER", ["Supplier_ManageUsers", "Provider_ManageRoles"])).toBe(false);
    expect(holdsAdministration("SUPPLIER", ["Supplier_ManageUsers"])).toBe(true);
    expect(holdsAdministration("NOTISPHERE", ["Notisphere_ManageUsers"])).toBe(true);
    expect(holdsAdministration("NOTISPHERE", [])).toBe(false);
  });
});
