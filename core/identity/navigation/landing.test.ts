import { describe, expect, it } from "vitest";
import { landingPath } from "./landing.ts";

describe("landingPath", () => {
  it("sends each user type to its dashboard", () => {
    expect(landingPath({ userType: "NOTISPHERE", permissions: [] })).toBe("/notisphere/dashboard");
    expect(landingPath({ userType: "NOTI", permissions: [] })).toBe("/notisphere/dashboard");
    expect(landingPath({ userType: "SUPP", permissions: [] })).toBe("/supplier/dashboard");
    expect(landingPath({ userType: "PROV", permissions: ["View_Dashboard"] })).toBe("/provider/dashboard");
    expect(
      landingPath({ userType: "PROV", permissions: ["Provider_ViewDashboard", "Provider_ManageRecalls"] }),
    ).toBe("/provider/dashboard");
  });

  it("falls back for providers without the dashboard: recalls, then advisories, then the dashboard", () => {
    expect(
      landingPath({ userType: "PROV", permissions: ["Provider_ManageRecalls", "Provider_ManageDisruption"] }),
    ).toBe("/provider/recalls");
    expect(landingPath({ userType: "PROV", permissions: ["Provider_ManageDisruption"] })).toBe(
      "/provider/product-disruption",
    );
    expect(landingPath({ userType: "PROV", permissions: [] })).toBe("/provider/dashboard");
  });

  it("shows not found for an unknown user type", () => {
    expect(landingPath({ userType: "ALIEN", permissions: [] })).toBe("/not-found");
    expect(landingPath({ userType: undefined, permissions: [] })).toBe("/not-found");
  });

  it("follows the special role names when the user may open the page", () => {
    expect(
      landingPath({ userType: "PROV", roleName: "responder", permissions: ["Provider_ResponderRole"] }),
    ).toBe("/provider/er-response");
    expect(
      landingPath({
        userType: "NOTISPHERE",
        roleName: "Responder",
        permissions: ["NotiSphere_ResponderRole"],
      }),
    ).toBe("/notisphere/er-response");
    expect(
      landingPath({
        userType: "SUPP",
        roleName: "Recall Coordinator",
        permissions: ["Supplier_ManageRecalls"],
      }),
    ).toBe("/supplier/recalls");
    expect(
      landingPath({
        userType: "PROV",
        roleName: " Recall Coordinator ",
        permissions: ["Provider_ManageRecalls", "View_Dashboard"],
      }),
    ).toBe("/provider/recalls");
    expect(
      landingPath({
        userType: "PROV",
        roleName: "Sourcing Coordinator",
        permissions: ["Provider_ManageRecalls"],
      }),
    ).toBe("/provider/dashboard");
  });

  it("ignores a role landing the user could not open", () => {
    expect(
      landingPath({ userType: "PROV", roleName: "Responder", permissions: ["Provider_ManageRecalls"] }),
    ).toBe("/provider/recalls");
    expect(landingPath({ userType: "SUPP", roleName: "Responder", permissions: [] })).toBe(
      "/supplier/dashboard",
    );
    expect(landingPath({ userType: "SUPP", roleName: "Recall Coordinator", permissions: [] })).toBe(
      "/supplier/dashboard",
    );
    expect(landingPath({ userType: "SUPP", roleName: null, permissions: [] })).toBe("/supplier/dashboard");
  });

  it("puts the stored denied marker first", () => {
    expect(
      landingPath({
        userType: "PROV",
        permissions: [],
        accessDenied: { id: "c 1", providerCommunicationId: "p/2" },
      }),
    ).toBe("/provider/product-disruption/accessdenied/c%201/p%2F2");
  });
});
