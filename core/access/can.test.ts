import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Actor } from "./actor.ts";
import { can } from "./can.ts";
import type { Permission } from "./permissions.ts";
import { ALL_PERMISSIONS } from "../permissions-catalogue.ts";
import type { Resource } from "./resources.ts";
import { actionArb, actorArb, resourceArb } from "./testing/arbitraries.ts";

const actor = (overrides: Partial<Actor>): Actor => ({
  userId: "u1",
  userType: "SUPP",
  organizationId: "s1",
  permissions: [],
  roleName: "Administrator",
  siteIds: "all",
  ...overrides,
});

const recall = (supplier = "s1"): Resource => ({
  kind: "communication",
  supplierOrganizationId: supplier,
  communicationType: "RECALL",
});
const advisory: Resource = {
  kind: "communication",
  supplierOrganizationId: "s1",
  communicationType: "PRODUCT DISRUPTION",
};

const copy = (extra: Partial<Extract<Resource, { kind: "providerCommunication" }>> = {}): Resource => ({
  kind: "providerCommunication",
  providerOrganizationId: "p1",
  supplierOrganizationId: "s1",
  communicationType: "RECALL",
  siteIds: ["site-1", "site-2"],
  ...extra,
});

describe("can: supplier communications", () => {
  const supplier = actor({ permissions: ["Supplier_ManageRecalls"] });

  it("lets a supplier with the recall permission author its own recalls", () => {
    for (const action of [
      "view",
      "create",
      "edit",
      "delete",
      "approve",
      "send",
      "closeOpen",
      "changeLocationStatus",
    ] as const)
      expect(can(supplier, action, recall())).toBe(true);
  });

  it("refuses another supplier's recall, advisories without the advisory permission, and provider verbs", () => {
    expect(can(supplier, "view", recall("s2"))).toBe(false);
    expect(can(supplier, "view", advisory)).toBe(false);
    expect(can(supplier, "acknowledge", recall())).toBe(false);
    expect(can(actor({ permissions: ["Supplier_ManageDisruption"] }), "postUpdate", advisory)).toBe(true);
  });

  it("never lets a provider see the supplier's authoring record", () => {
    expect(
      can(
        actor({ userType: "PROV", organizationId: "s1", permissions: [...ALL_PERMISSIONS] }),
        "view",
        recall(),
      ),
    ).toBe(false);
  });

  it("lets the operator read with ManageRecalls or ProviderReadOnly, and delete only with ManageRecalls", () => {
    const readOnly = actor({
      userType: "NOTISPHERE",
      organizationId: "n",
      permissions: ["Notisphere_ProviderReadOnly"],
    });
    const manager = actor({
      userType: "NOTISPHERE",
      organizationId: "n",
      permissions: ["Notisphere_ManageRecalls"],
    });
    expect(can(readOnly, "view", recall())).toBe(true);
    expect(can(readOnly, "delete", recall())).toBe(false);
    expect(can(manager, "delete", recall())).toBe(true);
    expect(can(manager, "send", recall())).toBe(false);
    expect(can(actor({ userType: "NOTISPHERE", permissions: [] }), "view", recall())).toBe(false);
  });
});

describe("can: provider copies", () => {
  const provider = actor({
    userType: "PROV",
    organizationId: "p1",
    permissions: ["Provider_ManageRecalls"],
    siteIds: ["site-1"],
  });

  it("lets a provider work on its copy through an assigned site", () => {
    expect(can(provider, "view", copy())).toBe(true);
    expect(can(provider, "acknowledge", copy({ siteId: "site-1" }))).toBe(true);
  });

  it("refuses a site the user is not assigned to, a site outside the copy, and a copy with none of its sites", () => {
    expect(can(provider, "acknowledge", copy({ siteId: "site-2" }))).toBe(false);
    expect(can(actor({ ...provider, siteIds: "all" }), "respond", copy({ siteId: "site-9" }))).toBe(false);
    expect(can(provider, "view", copy({ siteIds: ["site-3"] }))).toBe(false);
  });

  it("lets administrators (all sites) see every site and anyone with the permission create", () => {
    expect(can(actor({ ...provider, siteIds: "all" }), "view", copy({ siteIds: [] }))).toBe(true);
    expect(can(provider, "create", copy({ siteIds: [], supplierOrganizationId: undefined }))).toBe(true);
  });

  it("refuses other providers, deletes, and advisories without the advisory permission", () => {
    expect(can(provider, "view", copy({ providerOrganizationId: "p2" }))).toBe(false);
    expect(can(provider, "delete", copy())).toBe(false);
    expect(can(provider, "view", copy({ communicationType: "PRODUCT DISRUPTION" }))).toBe(false);
  });

  it("lets the sending supplier read, never write, and no other supplier", () => {
    const supplier = actor({ permissions: ["Supplier_ManageRecalls"] });
    expect(can(supplier, "view", copy())).toBe(true);
    expect(can(supplier, "respond", copy())).toBe(false);
    expect(can(supplier, "view", copy({ supplierOrganizationId: "s2" }))).toBe(false);
    expect(can(supplier, "view", copy({ supplierOrganizationId: undefined }))).toBe(false);
    expect(can(actor({ permissions: [] }), "view", copy())).toBe(false);
  });

  it("lets the operator only read", () => {
    const op = actor({ userType: "NOTISPHERE", permissions: ["Notisphere_ManageRecalls"] });
    expect(can(op, "view", copy())).toBe(true);
    expect(can(op, "acknowledge", copy())).toBe(false);
  });
});

describe("can: responder responses", () => {
  const response: Resource = { kind: "responderResponse", providerOrganizationId: "p1", ownerUserId: "u1" };
  const responder = actor({
    userType: "PROV",
    organizationId: "p1",
    permissions: ["Provider_ResponderRole"],
  });

  it("gives the owner every action and colleagues only reading", () => {
    for (const action of ["view", "create", "edit", "respond", "delete"] as const)
      expect(can(responder, action, response)).toBe(true);
    const colleague = { ...responder, userId: "u2" };
    expect(can(colleague, "view", response)).toBe(true);
    expect(can(colleague, "edit", response)).toBe(false);
    expect(can(responder, "approve", response)).toBe(false);
  });

  it("refuses other organisations, users without the role, and suppliers", () => {
    expect(can({ ...responder, organizationId: "p2" }, "view", response)).toBe(false);
    expect(can({ ...responder, permissions: [] }, "view", response)).toBe(false);
    expect(can(actor({ permissions: [...ALL_PERMISSIONS] }), "view", response)).toBe(false);
  });

  it("lets operator responders act on their own responses and read-only operators only read", () => {
    const opResponder = actor({ userType: "NOTISPHERE", permissions: ["NotiSphere_ResponderRole"] });
    const readOnly = actor({ userType: "NOTISPHERE", permissions: ["Notisphere_ProviderReadOnly"] });
    expect(can(opResponder, "respond", response)).toBe(true);
    expect(can(readOnly, "view", response)).toBe(true);
    expect(can(readOnly, "delete", response)).toBe(false);
  });
});

describe("can: organisation areas", () => {
  const area = (
    organizationType: "SUPPLIER" | "PROVIDER" | "NOTISPHERE",
    a: Extract<Resource, { kind: "organizationArea" }>["area"],
    organizationId = "s1",
  ): Resource => ({
    kind: "organizationArea",
    organizationId,
    organizationType,
    area: a,
  });

  it("lets a tenant manage its own area with the matching permission", () => {
    expect(can(actor({ permissions: ["Supplier_ManageUsers"] }), "edit", area("SUPPLIER", "users"))).toBe(
      true,
    );
    expect(can(actor({ permissions: ["Supplier_ManageUsers"] }), "edit", area("SUPPLIER", "roles"))).toBe(
      false,
    );
    expect(
      can(actor({ permissions: ["Supplier_ManageUsers"] }), "edit", area("SUPPLIER", "users", "s2")),
    ).toBe(false);
    expect(can(actor({ permissions: ["Supplier_ManageUsers"] }), "approve", area("SUPPLIER", "users"))).toBe(
      false,
    );
  });

  it("refuses an area the tenant type does not have or an organisation of the other type", () => {
    const provider = actor({ userType: "PROV", organizationId: "s1", permissions: [...ALL_PERMISSIONS] });
    expect(can(provider, "view", area("PROVIDER", "billing"))).toBe(false);
    expect(can(provider, "view", area("SUPPLIER", "users"))).toBe(false);
    expect(can(provider, "view", area("PROVIDER", "supplierContacts"))).toBe(true);
  });

  it("gives the operator its manage permission per area and ProviderReadOnly reading of provider organisations", () => {
    const op = (permissions: Permission[]) =>
      actor({ userType: "NOTISPHERE", organizationId: "n", permissions });
    expect(can(op(["Notisphere_ManageSuppliers"]), "edit", area("SUPPLIER", "profile"))).toBe(true);
    expect(can(op(["Notisphere_ManageSuppliers"]), "edit", area("PROVIDER", "profile"))).toBe(false);
    expect(can(op(["Notisphere_ManageProviders"]), "edit", area("PROVIDER", "profile"))).toBe(true);
    expect(can(op(["Notisphere_ManageProviders"]), "edit", area("NOTISPHERE", "profile"))).toBe(false);
    expect(can(op(["Notisphere_ProviderReadOnly"]), "view", area("PROVIDER", "profile"))).toBe(true);
    expect(can(op(["Notisphere_ProviderReadOnly"]), "view", area("NOTISPHERE", "profile"))).toBe(false);
    expect(can(op(["Notisphere_ProviderReadOnly"]), "view", area("PROVIDER", "users"))).toBe(true);
    expect(can(op(["Notisphere_ProviderReadOnly"]), "edit", area("PROVIDER", "users"))).toBe(false);
    expect(can(op(["Notisphere_ProviderReadOnly"]), "view", area("SUPPLIER", "users"))).toBe(false);
    const areas = [
      ["users", "Notisphere_ManageUsers"],
      ["roles", "Notisphere_ManageRoles"],
      ["locations", "Notisphere_ManageLocations"],
      ["billing", "Notisphere_ManageBilling"],
      ["salesReps", "Notisphere_ManageSuppliers"],
      ["supplierContacts", "Notisphere_ManageProviders"],
      ["emailTemplates", "Notisphere_ManageEmailTemplates"],
      ["recallSettings", "Notisphere_ManageRecalls"],
      ["advisorySettings", "Notisphere_ManageRecalls"],
      ["lookupValues", "Notisphere_ManageLookupValues"],
      ["productFields", "Notisphere_ManageProductFields"],
    ] as const;
    for (const [a, permission] of areas) {
      expect(can(op([permission]), "delete", area("SUPPLIER", a))).toBe(true);
      expect(can(op([]), "view", area("SUPPLIER", a))).toBe(false);
    }
  });
});

describe("can: platform areas", () => {
  const platform = (a: Extract<Resource, { kind: "platformArea" }>["area"]): Resource => ({
    kind: "platformArea",
    area: a,
  });
  const op = (permissions: Permission[]) =>
    actor({ userType: "NOTISPHERE", organizationId: "n", permissions });

  it("lets everyone read FAQs but only the right operator change them", () => {
    expect(can(actor({}), "view", platform("faqs"))).toBe(true);
    expect(can(actor({}), "edit", platform("faqs"))).toBe(false);
    expect(can(op(["Notisphere_ManageFAQs"]), "edit", platform("faqs"))).toBe(true);
  });

  it("keeps operator screens to operators, reading included for writers", () => {
    expect(can(actor({ permissions: [...ALL_PERMISSIONS] }), "view", platform("knownProviders"))).toBe(false);
    expect(can(op(["Notisphere_ManageLocations"]), "delete", platform("knownProviders"))).toBe(true);
    expect(can(op(["Notisphere_ManageFAQs"]), "view", platform("keyMetrics"))).toBe(false);
    expect(can(op([]), "view", platform("dashboard"))).toBe(true);
    expect(can(op(["Notisphere_ManageLocations"]), "approve", platform("knownProviders"))).toBe(false);
  });

  it("lets a provider with recalls read the FDA reference and nobody write it", () => {
    expect(
      can(actor({ userType: "PROV", permissions: ["Provider_ManageRecalls"] }), "view", platform("fda")),
    ).toBe(true);
    expect(can(op(["Notisphere_ViewFDAInformation"]), "edit", platform("fda"))).toBe(false);
  });
});

// The tenant property, with an oracle written independently of can.ts, is in can.table.test.ts.
describe("can: properties", () => {
  it("never removes access when a permission is added", () => {
    fc.assert(
      fc.property(
        actorArb,
        actionArb,
        resourceArb,
        fc.constantFrom(...ALL_PERMISSIONS),
        (a, action, resource, extra) => {
          fc.pre(can(a, action, resource));
          expect(can({ ...a, permissions: [...a.permissions, extra] }, action, resource)).toBe(true);
        },
      ),
      { numRuns: 800 },
    );
  });

  it("never lets Notisphere_ProviderReadOnly alone change anything", () => {
    fc.assert(
      fc.property(actorArb, actionArb, resourceArb, (a, action, resource) => {
        fc.pre(action !== "view");
        const readOnly = {
          ...a,
          userType: "NOTISPHERE" as const,
          permissions: ["Notisphere_ProviderReadOnly" as const],
        };
        expect(can(readOnly, action, resource)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});
