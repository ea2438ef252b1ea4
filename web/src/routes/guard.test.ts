import { describe, expect, it } from "vitest";
import { decideGuard } from "./guard.ts";

const signedOut = { signedIn: false, userType: undefined, permissions: [], roleName: undefined };
const operator = {
  signedIn: true,
  userType: "NOTISPHERE" as const,
  permissions: ["Notisphere_ViewDashboard"],
  roleName: "notisphereadmin",
};
const responder = {
  signedIn: true,
  userType: "PROV" as const,
  permissions: ["Provider_ResponderRole"],
  roleName: "Responder",
};

describe("route guard", () => {
  it("lets anyone open public pages", () => {
    expect(decideGuard({ pathname: "/login", search: "", session: signedOut }).kind).toBe("render");
    expect(decideGuard({ pathname: "/delegate-webform", search: "", session: signedOut }).kind).toBe(
      "render",
    );
  });

  it("sends signed-out visitors to login with the redirect query and remembers deep links", () => {
    expect(decideGuard({ pathname: "/provider/recalls", search: "?conId=7", session: signedOut })).toEqual({
      kind: "redirect",
      to: "/login?redirect=%2Fprovider%2Frecalls%3FconId%3D7",
      rememberDeepLink: "/provider/recalls?conId=7",
    });
    expect(decideGuard({ pathname: "/account", search: "", session: signedOut })).toEqual({
      kind: "redirect",
      to: "/login?redirect=%2Faccount",
    });
  });

  it("sends a signed-in user away from login to the redirect target or the landing page", () => {
    expect(decideGuard({ pathname: "/login", search: "", session: operator })).toEqual({
      kind: "redirect",
      to: "/notisphere/dashboard",
    });
    expect(decideGuard({ pathname: "/login", search: "?redirect=%2Faccount", session: operator })).toEqual({
      kind: "redirect",
      to: "/account",
    });
    expect(decideGuard({ pathname: "/", search: "", session: responder })).toEqual({
      kind: "redirect",
      to: "/provider/er-response",
    });
  });

  it("denies a route whose permission the user lacks and points at the landing page", () => {
    const decision = decideGuard({ pathname: "/provider/users", search: "", session: responder });
    expect(decision.kind).toBe("deny");
    expect(decision.kind === "deny" && decision.to).toBe("/provider/er-response");
  });

  it("sends unknown paths to not-found and other user types to forbidden", () => {
    expect(decideGuard({ pathname: "/nowhere", search: "", session: operator })).toEqual({
      kind: "redirect",
      to: "/not-found",
    });
    expect(decideGuard({ pathname: "/supplier/recalls", search: "", session: operator })).toEqual({
      kind: "redirect",
      to: "/forbidden",
    });
  });
});
