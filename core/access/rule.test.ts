import { describe, expect, it } from "vitest";
import { allows, SIGNED_IN } from "./rule.ts";

const operator = (permissions: Parameters<typeof allows>[0]["permissions"]) =>
  ({ userType: "NOTISPHERE", permissions }) as const;

describe("access rule", () => {
  it("lets any signed-in user meet the empty rule, permissions or not", () => {
    expect(allows({ userType: "SUPP", permissions: [] }, SIGNED_IN)).toBe(true);
    expect(allows(operator([]), { permissions: [] })).toBe(true);
  });

  it("refuses a user of another type whatever it holds", () => {
    const rule = { userTypes: ["NOTISPHERE"], permissions: ["Notisphere_ManageLocations"] } as const;
    expect(allows({ userType: "PROV", permissions: ["Notisphere_ManageLocations"] }, rule)).toBe(false);
    expect(allows(operator(["Notisphere_ManageLocations"]), rule)).toBe(true);
    expect(allows(operator(["Notisphere_ManageUsers"]), rule)).toBe(false);
  });

  it('reads "any" as at least one permission', () => {
    const rule = { userTypes: ["NOTISPHERE"], permissions: "any" } as const;
    expect(allows(operator([]), rule)).toBe(false);
    expect(allows(operator(["Notisphere_ProviderReadOnly"]), rule)).toBe(true);
  });
});
