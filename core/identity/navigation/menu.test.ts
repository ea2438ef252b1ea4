import { describe, expect, it } from "vitest";
import { MENU_LABELS_EN, MENU_LABELS_VI } from "./menu-labels.ts";
import { canSwitchAccounts, MENUS, type MenuItem, visibleMenu } from "./menu.ts";
import { PERMISSIONS_BY_ORGANIZATION_TYPE } from "../../permissions-catalogue.ts";
import { matchRoute } from "./route-access.ts";

const flatten = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
const keys = (items: readonly MenuItem[]) => items.map((i) => i.key);

describe("menus", () => {
  it("uses only known routes and labelled keys", () => {
    for (const menu of Object.values(MENUS))
      for (const entry of flatten(menu)) {
        expect(MENU_LABELS_EN).toHaveProperty([entry.key]);
        if (entry.path !== undefined) expect(matchRoute(entry.path), entry.path).toBeDefined();
      }
    expect(Object.keys(MENU_LABELS_VI).sort()).toEqual(Object.keys(MENU_LABELS_EN).sort());
  });

  it("shows an operator with every permission the whole sidebar, in order", () => {
    const menu = visibleMenu("NOTISPHERE", PERMISSIONS_BY_ORGANIZATION_TYPE.NOTISPHERE);
    expect(keys(menu).map((k) => MENU_LABELS_EN[k as keyof typeof MENU_LABELS_EN])).toEqual([
      "Dashboard",
      "Billing",
      "Key Metrics",
      "Recalls",
      "eR Responses",
      "Suppliers",
      "Providers",
      "Location Pre-Processor",
      "Locations",
      "Locations Verification",
      "Product Fields",
      "Lookup Values",
      "Users",
      "Roles",
      "Quick Links",
      "Email Templates",
      "Content Management",
      "Manage Supplier Master",
      "FDA",
    ]);
    expect(keys(menu.at(-1)?.children ?? [])).toEqual(["menu.fdaDevices", "menu.fdaDrugs"]);
  });

  it("gives a read-only operator recalls, eR responses and quick links only", () => {
    expect(keys(visibleMenu("NOTISPHERE", ["Notisphere_ProviderReadOnly"]))).toEqual([
      "menu.recalls",
      "menu.erResponses",
      "menu.quickLinks",
    ]);
  });

  it("drops empty groups and keeps partial ones", () => {
    const menu = visibleMenu("SUPP", ["Supplier_ManageRecalls", "Supplier_ViewFAQs"]);
    expect(keys(menu)).toEqual(["menu.recalls", "menu.recallSettings", "menu.help"]);
    expect(menu[2]?.children?.map((c) => [c.key, c.external])).toEqual([["menu.faqs", true]]);
  });

  it("never draws the provider's hidden Access Denied item", () => {
    const menu = visibleMenu("PROV", PERMISSIONS_BY_ORGANIZATION_TYPE.PROVIDER);
    expect(flatten(menu).some((i) => i.key === "menu.accessDenied")).toBe(false);
    expect(flatten(MENUS.PROV).some((i) => i.key === "menu.accessDenied" && i.hidden)).toBe(true);
    expect(keys(menu)).toEqual([
      "menu.dashboard",
      "menu.recalls",
      "menu.supplyAdvisories",
      "menu.erResponses",
      "menu.fdaRecallsReference",
      "menu.organizationSettings",
      "menu.recallSettings",
      "menu.help",
    ]);
    expect(visibleMenu("PROV", ["View_Dashboard"]).map((i) => i.key)).toEqual(["menu.dashboard"]);
  });

  it("shows Switch Accounts only with its permission", () => {
    expect(canSwitchAccounts(["Notisphere_SwitchAccounts"])).toBe(true);
    expect(canSwitchAccounts([])).toBe(false);
  });
});
