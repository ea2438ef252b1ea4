import { describe, expect, it } from "vitest";
import { normalizeUserType, organizationTypeOfUserType, userTypeOfOrganization } from "./permissions.ts";

describe("user types", () => {
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
