import { describe, expect, it } from "vitest";
import { ALL_PERMISSIONS } from "../../permissions-catalogue.ts";
import { allows } from "../../access/rule.ts";
import { PREPROCESSOR_POLICY, type PreprocessorOperation } from "./policy.ts";

/** Written from the spec: the pre-processor is the operator's, for whoever holds Notisphere_ManageLocations. */
describe("pre-processor policy", () => {
  it("lets only an operator managing locations do anything", () => {
    for (const operation of Object.keys(PREPROCESSOR_POLICY) as PreprocessorOperation[])
      for (const permission of ALL_PERMISSIONS)
        for (const userType of ["NOTISPHERE", "SUPP", "PROV"] as const)
          expect(allows({ userType, permissions: [permission] }, PREPROCESSOR_POLICY[operation])).toBe(
            userType === "NOTISPHERE" && permission === "Notisphere_ManageLocations",
          );
  });
});
