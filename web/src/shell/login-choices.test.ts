import { describe, expect, it } from "vitest";
import type { LoginOption } from "../api/auth-api.ts";
import { choosableTypes, onlyOrganization } from "./login-choices.ts";

const provider = { id: "p1", name: "First Hospital" };
const supplier = { id: "s1", name: "Acme Medical" };

describe("the login type picker's choices", () => {
  it("offers only the types the person has, in the fixed order", () => {
    const options: LoginOption[] = [
      { userType: "SUPP", organizations: [supplier] },
      { userType: "PROV", organizations: [provider] },
    ];
    expect(choosableTypes(options)).toEqual(["PROV", "SUPP"]);
  });

  it("offers the operator type without an organisation, and no type whose organisation list is empty", () => {
    const options: LoginOption[] = [
      { userType: "PROV", organizations: [] },
      { userType: "NOTISPHERE", organizations: [] },
    ];
    expect(choosableTypes(options)).toEqual(["NOTISPHERE"]);
  });

  it("preselects the organisation only when the type has exactly one", () => {
    const options: LoginOption[] = [
      { userType: "PROV", organizations: [provider] },
      { userType: "SUPP", organizations: [supplier, { id: "s2", name: "Beta Supplies" }] },
      { userType: "NOTISPHERE", organizations: [] },
    ];
    expect(onlyOrganization(options, "PROV")).toBe("p1");
    expect(onlyOrganization(options, "SUPP")).toBeNull();
    expect(onlyOrganization(options, "NOTISPHERE")).toBeNull();
    expect(onlyOrganization(options, null)).toBeNull();
  });
});
