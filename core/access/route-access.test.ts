import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isPublicPath, matchRoute, passesPermission, ROUTE_RULES, routeAccess } from "./route-access.ts";

describe("passesPermission", () => {
  it("passes with nothing required, or when any listed permission is held", () => {
    expect(passesPermission(undefined, [])).toBe(true);
    expect(passesPermission([], [])).toBe(true);
    expect(passesPermission(["a", "b"], ["b"])).toBe(true);
    expect(passesPermission(["a"], ["b"])).toBe(false);
  });
});

describe("route table", () => {
  // The spec's route table, copied into the repository (docs/spec/README.md says from where).
  const spec = new URL("../../docs/spec/routes.tsv", import.meta.url);
  it("holds every screen of routes.tsv with the same audience and permissions (dashboard aside)", () => {
    const tsv = readFileSync(spec, "utf8");
    const rows = tsv
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split("\t"));
    expect(ROUTE_RULES).toHaveLength(rows.length);
    for (const [path, access, permissions] of rows) {
      const rule = ROUTE_RULES.find((r) => r.path === path);
      expect(rule?.access).toBe(access);
      const expected = path === "/notisphere/dashboard" ? [] : permissions ? permissions.split("|") : [];
      expect(rule?.permissions).toEqual(expected);
    }
  });

  it("matches parameters, ignores query, hash and trailing slash, and prefers static segments", () => {
    expect(matchRoute("/notisphere/locations/new")?.path).toBe("/notisphere/locations/new");
    expect(matchRoute("/notisphere/locations/view/42/")?.path).toBe("/notisphere/locations/view/:id");
    expect(matchRoute("/provider/recalls?tab=1#top")?.path).toBe("/provider/recalls");
    expect(matchRoute("/provider/recalls/view/1")).toBeUndefined();
    expect(isPublicPath("/registration/acme")).toBe(true);
    expect(isPublicPath("/account")).toBe(false);
  });
});

describe("routeAccess", () => {
  const provider = { userType: "PROV" as const, permissions: ["Provider_ManageRecalls"] };

  it("decides not found, public, login, wrong type, denied and allowed", () => {
    expect(routeAccess(provider, "/nowhere")).toBe("notFound");
    expect(routeAccess(undefined, "/login")).toBe("allow");
    expect(routeAccess(undefined, "/provider/recalls")).toBe("login");
    expect(routeAccess(undefined, "/account")).toBe("login");
    expect(routeAccess(provider, "/account")).toBe("allow");
    expect(routeAccess(provider, "/supplier/recalls")).toBe("wrongUserType");
    expect(routeAccess(provider, "/provider/product-disruption")).toBe("permissionDenied");
    expect(routeAccess(provider, "/provider/recalls/view/1/2")).toBe("allow");
    expect(routeAccess({ userType: "NOTISPHERE", permissions: [] }, "/notisphere/dashboard")).toBe("allow");
    expect(
      routeAccess(
        { userType: "NOTISPHERE", permissions: ["Notisphere_ProviderReadOnly"] },
        "/notisphere/er-response",
      ),
    ).toBe("allow");
  });
});
