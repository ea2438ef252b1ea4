import { describe, expect, it } from "vitest";
import { landingPath } from "../identity/navigation/landing.ts";
import { isPublicPath } from "../identity/navigation/route-access.ts";

describe("access edges", () => {
  it("lands a provider holding the generic View_Dashboard on its dashboard before its recalls", () => {
    expect(
      landingPath({
        userType: "PROV",
        permissions: ["View_Dashboard", "Provider_ManageRecalls"],
        roleName: "x",
      }),
    ).toBe("/provider/dashboard");
    expect(
      landingPath({
        userType: "PROV",
        permissions: ["Provider_ViewDashboard", "Provider_ManageRecalls"],
        roleName: "x",
      }),
    ).toBe("/provider/dashboard");
  });

  it("does not call an unknown path public", () => {
    expect(isPublicPath("/no-such-page")).toBe(false);
    expect(isPublicPath("/login")).toBe(true);
  });
});
