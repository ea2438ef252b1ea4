import { describe, expect, it } from "vitest";
import { type Permission, type UserType } from "../../access/permissions.ts";
import { ALL_PERMISSIONS } from "../../permissions-catalogue.ts";
import { allows } from "../../access/rule.ts";
import { QUICK_LINK_POLICY } from "./policy.ts";

const READ_ONLY: Permission = "Notisphere_ProviderReadOnly";

/** Written from the spec: the operator's screen needs any permission; writing needs one that is not read-only. */
describe("quick-link policy", () => {
  it("opens the screen to an operator holding any one permission, and to no one else", () => {
    for (const permission of ALL_PERMISSIONS)
      for (const userType of ["NOTISPHERE", "SUPP", "PROV"] as const satisfies UserType[]) {
        const someone = { userType, permissions: [permission] };
        for (const operation of ["list", "view", "meta"] as const)
          expect(allows(someone, QUICK_LINK_POLICY[operation])).toBe(userType === "NOTISPHERE");
        for (const operation of ["save", "delete"] as const)
          expect(allows(someone, QUICK_LINK_POLICY[operation]), permission).toBe(
            userType === "NOTISPHERE" && permission.startsWith("Noti") && permission !== READ_ONLY,
          );
      }
    expect(allows({ userType: "NOTISPHERE", permissions: [] }, QUICK_LINK_POLICY.list)).toBe(false);
  });

  it("shows the account links to every signed-in user", () => {
    for (const userType of ["NOTISPHERE", "SUPP", "PROV"] as const)
      expect(allows({ userType, permissions: [] }, QUICK_LINK_POLICY.listAccountLinks)).toBe(true);
  });
});
