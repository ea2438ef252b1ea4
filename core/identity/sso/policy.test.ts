import { describe, expect, it } from "vitest";
import { type UserType } from "../../access/permissions.ts";
import { allows } from "../../access/rule.ts";
import { ALL_PERMISSIONS } from "../../permissions-catalogue.ts";
import { SSO_POLICY } from "./policy.ts";

/** From the issue: only the operator with Manage Suppliers or Manage Providers touches SSO settings. */
describe("SSO policy", () => {
  it("lets the settings to an operator managing suppliers or providers, and to no one else", () => {
    for (const permission of ALL_PERMISSIONS)
      for (const userType of ["NOTISPHERE", "SUPP", "PROV"] as const satisfies UserType[])
        for (const operation of ["viewSettings", "saveSettings"] as const)
          expect(allows({ userType, permissions: [permission] }, SSO_POLICY[operation]), permission).toBe(
            userType === "NOTISPHERE" &&
              (permission === "Notisphere_ManageSuppliers" || permission === "Notisphere_ManageProviders"),
          );
  });

  it("asks the issuer's sign-out address of any signed-in session", () => {
    for (const userType of ["NOTISPHERE", "SUPP", "PROV"] as const)
      expect(allows({ userType, permissions: [] }, SSO_POLICY.idpLogout)).toBe(true);
  });
});
