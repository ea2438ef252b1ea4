import { describe, expect, it } from "vitest";
import type { UserType } from "../../access/permissions.ts";
import { allows } from "../../access/rule.ts";
import { ALL_PERMISSIONS } from "../../permissions-catalogue.ts";
import { ACCOUNT_REPORT_POLICY } from "../reports/policy.ts";
import { SUPPLIER_MASTER_POLICY } from "./policy.ts";

const USER_TYPES = ["NOTISPHERE", "SUPP", "PROV"] as const satisfies UserType[];

/** Written from the spec (routes.tsv and the brief), not from the policy. */
describe("supplier master and account download policies", () => {
  it("let the screen's permission curate, and the suppliers manager read and link", () => {
    for (const permission of ALL_PERMISSIONS)
      for (const userType of USER_TYPES) {
        const who = { userType, permissions: [permission] };
        const operator = userType === "NOTISPHERE";
        const curator = operator && permission === "Notisphere_ManageUserGuides";
        const reader = curator || (operator && permission === "Notisphere_ManageSuppliers");
        for (const op of ["list", "knownSuppliers", "accountOptions", "logo", "link"] as const)
          expect(allows(who, SUPPLIER_MASTER_POLICY[op]), `${userType} ${permission} ${op}`).toBe(reader);
        for (const op of ["changeStatus", "save"] as const)
          expect(allows(who, SUPPLIER_MASTER_POLICY[op]), `${userType} ${permission} ${op}`).toBe(curator);
      }
  });

  it("give the provider files to provider managers, the supplier file to supplier managers, and nobody else", () => {
    for (const permission of ALL_PERMISSIONS)
      for (const userType of USER_TYPES) {
        const who = { userType, permissions: [permission] };
        const operator = userType === "NOTISPHERE";
        const providers = operator && permission === "Notisphere_ManageProviders";
        for (const op of ["providerAccounts", "providerActivity", "consolidatedProviders"] as const)
          expect(allows(who, ACCOUNT_REPORT_POLICY[op])).toBe(providers);
        expect(allows(who, ACCOUNT_REPORT_POLICY.supplierAccounts)).toBe(
          operator && permission === "Notisphere_ManageSuppliers",
        );
      }
  });
});
