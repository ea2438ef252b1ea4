import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ROUTES, WEB_META } from "./route-table.ts";
import { breadcrumbTrail, matchRoute } from "./route-lookup.ts";
import en from "../i18n/en.ts";

// The spec's route table, copied into the repository (docs/spec/README.md says from where).
const specRows = readFileSync(new URL("../../../docs/spec/routes.tsv", import.meta.url), "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => line.split("\t"));

describe("route table", () => {
  it("has every routes.tsv line exactly once, with its user type and permission", () => {
    expect(ROUTES).toHaveLength(specRows.length);
    for (const [path, userType, permission, note] of specRows) {
      const found = ROUTES.filter((route) => route.path === path);
      expect(found, path).toHaveLength(1);
      expect(found[0]?.userType, path).toBe(userType);
      // routes.tsv lists the operator dashboard's menu permission; the route itself needs none (core ROUTE_RULES).
      const expected = note?.startsWith("menu permission") ? "" : (permission ?? "");
      expect(found[0]?.permissions.join("|"), path).toBe(expected);
    }
  });

  it("has web metadata for exactly the routes of the table", () => {
    expect(Object.keys(WEB_META).sort()).toEqual(ROUTES.map((r) => r.path).sort());
  });

  it("puts public routes on the simple, custom or blank layout and signed-in routes on the default one", () => {
    for (const route of ROUTES) {
      if (route.userType === "public") expect(["simple", "custom", "blank"]).toContain(route.layout);
      else expect(route.layout).toBe("default");
    }
    expect(ROUTES.find((r) => r.path === "/login")?.layout).toBe("simple");
    expect(ROUTES.find((r) => r.path === "/delegate-webform")?.layout).toBe("custom");
  });

  it("has an English title for every route", () => {
    for (const route of ROUTES) expect(en.routes, route.path).toHaveProperty(route.titleKey);
  });

  it("matches concrete paths, preferring static segments", () => {
    expect(matchRoute("/notisphere/locations/new")?.route.path).toBe("/notisphere/locations/new");
    expect(matchRoute("/notisphere/recalls/view/7/9")?.params).toEqual({ id: "7", recallSiteId: "9" });
    expect(matchRoute("/nowhere")).toBeNull();
  });

  it("builds breadcrumbs from the nearest parent routes", () => {
    const edit = ROUTES.find((r) => r.path === "/notisphere/locations/edit/:id");
    expect(edit && breadcrumbTrail(edit).map((r) => r.path)).toEqual([
      "/notisphere/locations",
      "/notisphere/locations/edit/:id",
    ]);
    const account = ROUTES.find((r) => r.path === "/account/edit");
    expect(account && breadcrumbTrail(account).map((r) => r.path)).toEqual(["/account", "/account/edit"]);
  });
});
