import { describe, expect, it } from "vitest";
import type { UserType } from "../access/permissions.ts";
import { allows } from "../access/rule.ts";
import { ALL_PERMISSIONS } from "../permissions-catalogue.ts";
import { ORGANISATIONS_POLICY } from "./policy.ts";

/** From the spec: /notisphere/suppliers needs Notisphere_ManageSuppliers; the metadata serves both operator organisation screens. */
describe("organisations policy", () => {
  it("lets only operators holding ManageSuppliers near suppliers, and the organisation screens' operators read metadata", () => {
    for (const permission of ALL_PERMISSIONS)
      for (const userType of ["NOTISPHERE", "SUPP", "PROV"] as const satisfies UserType[]) {
        const someone = { userType, permissions: [permission] };
        for (const [operation, rule] of Object.entries(ORGANISATIONS_POLICY)) {
          const expected = operation.startsWith("suppliers")
            ? userType === "NOTISPHERE" && permission === "Notisphere_ManageSuppliers"
            : userType === "NOTISPHERE" &&
              [
                "Notisphere_ManageSuppliers",
                "Notisphere_ManageProviders",
                "Notisphere_ProviderReadOnly",
              ].includes(permission);
          expect(allows(someone, rule), `${operation} ${userType} ${permission}`).toBe(expected);
        }
      }
  });
});
