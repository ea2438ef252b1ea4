import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Actor } from "./actor.ts";
import { can, ownersOf } from "./can.ts";
import { type Permission, type UserType } from "./permissions.ts";
import { ALL_PERMISSIONS } from "../permissions-catalogue.ts";
import { ACCESS_ACTIONS, type AccessAction, type Resource } from "./resources.ts";
import { actionArb, actorArb, resourceArb } from "./testing/arbitraries.ts";

/**
 * Permission × user type, written from the spec's permission tables and docs/domain-rules.md "Authorization",
 * not from can.ts. Each row: a user type, a resource the actor's organisation owns, and for each action the
 * permissions any one of which grants it ("anyone": no permission needed). Actions a row does not list are
 * refused whatever the user holds. The test gives the actor each permission of the catalogue alone, and none.
 */
type Grant = readonly Permission[] | "anyone";
type Row = readonly [
  label: string,
  userType: UserType,
  resource: Resource,
  grants: Partial<Record<AccessAction, Grant>>,
];

const ME = "org-me";

const WRITE = ["create", "edit", "delete"] as const;
const all = (actions: readonly AccessAction[], grant: Grant): Partial<Record<AccessAction, Grant>> =>
  Object.fromEntries(actions.map((action) => [action, grant]));
const crud = (read: Grant, write: Grant) => ({ view: read, ...all(WRITE, write) });

const SUPPLIER_VERBS = [
  "view",
  "create",
  "edit",
  "delete",
  "approve",
  "send",
  "closeOpen",
  "postUpdate",
  "changeLocationStatus",
] as const;
// No delete: a provider never deletes a supplier's event, nor its own records (support must).
const PROVIDER_VERBS = [
  "view",
  "create",
  "edit",
  "send",
  "acknowledge",
  "respond",
  "complete",
  "reopen",
] as const;

const communication = (communicationType: "RECALL" | "PRODUCT DISRUPTION"): Resource => ({
  kind: "communication",
  supplierOrganizationId: ME,
  communicationType,
});
const providerCopy = (communicationType: "RECALL" | "PRODUCT DISRUPTION", supplier = "org-s"): Resource => ({
  kind: "providerCommunication",
  providerOrganizationId: ME,
  supplierOrganizationId: supplier,
  communicationType,
  siteIds: ["site-1"],
});
const supplierCopy = (communicationType: "RECALL" | "PRODUCT DISRUPTION"): Resource => ({
  kind: "providerCommunication",
  providerOrganizationId: "org-p",
  supplierOrganizationId: ME,
  communicationType,
  siteIds: ["site-1"],
});
const response = (ownerUserId: string): Resource => ({
  kind: "responderResponse",
  providerOrganizationId: ME,
  ownerUserId,
});
const area = (
  organizationType: "SUPPLIER" | "PROVIDER" | "NOTISPHERE",
  a: Extract<Resource, { kind: "organizationArea" }>["area"],
): Resource => ({ kind: "organizationArea", organizationId: ME, organizationType, area: a });
const platform = (a: Extract<Resource, { kind: "platformArea" }>["area"]): Resource => ({
  kind: "platformArea",
  area: a,
});

const OPERATOR_READS_EVENTS: Grant = ["Notisphere_ManageRecalls", "Notisphere_ProviderReadOnly"];
/** The operator's manage permission per organisation area (the operator's routes). */
const OPERATOR_AREA_ROWS = [
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

const ROWS: readonly Row[] = [
  // Communications as their supplier authored them.
  ["own recall", "SUPP", communication("RECALL"), all(SUPPLIER_VERBS, ["Supplier_ManageRecalls"])],
  [
    "own advisory",
    "SUPP",
    communication("PRODUCT DISRUPTION"),
    all(SUPPLIER_VERBS, ["Supplier_ManageDisruption"]),
  ],
  [
    "a recall",
    "NOTISPHERE",
    communication("RECALL"),
    { view: OPERATOR_READS_EVENTS, delete: ["Notisphere_ManageRecalls"] },
  ],
  [
    "an advisory",
    "NOTISPHERE",
    communication("PRODUCT DISRUPTION"),
    { view: OPERATOR_READS_EVENTS, delete: ["Notisphere_ManageRecalls"] },
  ],
  ["a recall of its own organisation id", "PROV", communication("RECALL"), {}],
  // Provider copies.
  ["own recall copy", "PROV", providerCopy("RECALL"), all(PROVIDER_VERBS, ["Provider_ManageRecalls"])],
  [
    "own advisory copy",
    "PROV",
    providerCopy("PRODUCT DISRUPTION"),
    all(PROVIDER_VERBS, ["Provider_ManageDisruption"]),
  ],
  ["copy of its recall", "SUPP", supplierCopy("RECALL"), { view: ["Supplier_ManageRecalls"] }],
  [
    "copy of its advisory",
    "SUPP",
    supplierCopy("PRODUCT DISRUPTION"),
    { view: ["Supplier_ManageDisruption"] },
  ],
  ["a copy", "NOTISPHERE", providerCopy("RECALL"), { view: OPERATOR_READS_EVENTS }],
  // eR responses: the author acts, colleagues with the role read.
  [
    "own response",
    "PROV",
    response("me"),
    { ...crud(["Provider_ResponderRole"], ["Provider_ResponderRole"]), respond: ["Provider_ResponderRole"] },
  ],
  [
    "a colleague's response",
    "PROV",
    response("colleague"),
    { view: ["Provider_ResponderRole"], create: ["Provider_ResponderRole"] },
  ],
  [
    "own response",
    "NOTISPHERE",
    response("me"),
    {
      ...crud(["NotiSphere_ResponderRole", "Notisphere_ProviderReadOnly"], ["NotiSphere_ResponderRole"]),
      respond: ["NotiSphere_ResponderRole"],
    },
  ],
  [
    "someone's response",
    "NOTISPHERE",
    response("colleague"),
    {
      view: ["NotiSphere_ResponderRole", "Notisphere_ProviderReadOnly"],
      create: ["NotiSphere_ResponderRole"],
    },
  ],
  ["own response", "SUPP", response("me"), {}],
  // Supplier organisation settings.
  [
    "own profile",
    "SUPP",
    area("SUPPLIER", "profile"),
    crud(["Supplier_ManageProfile"], ["Supplier_ManageProfile"]),
  ],
  ["own users", "SUPP", area("SUPPLIER", "users"), crud(["Supplier_ManageUsers"], ["Supplier_ManageUsers"])],
  ["own roles", "SUPP", area("SUPPLIER", "roles"), crud(["Supplier_ManageRoles"], ["Supplier_ManageRoles"])],
  [
    "own locations",
    "SUPP",
    area("SUPPLIER", "locations"),
    crud(["Supplier_ManageLocations"], ["Supplier_ManageLocations"]),
  ],
  [
    "own billing",
    "SUPP",
    area("SUPPLIER", "billing"),
    crud(["Supplier_ManageBilling"], ["Supplier_ManageBilling"]),
  ],
  [
    "own sales reps",
    "SUPP",
    area("SUPPLIER", "salesReps"),
    crud(["Supplier_ManageSalesRepresentative"], ["Supplier_ManageSalesRepresentative"]),
  ],
  ["supplier contacts", "SUPP", area("SUPPLIER", "supplierContacts"), {}],
  ["email templates", "SUPP", area("SUPPLIER", "emailTemplates"), {}],
  [
    "own recall settings",
    "SUPP",
    area("SUPPLIER", "recallSettings"),
    crud(["Supplier_ManageRecalls"], ["Supplier_ManageRecalls"]),
  ],
  [
    "own advisory settings",
    "SUPP",
    area("SUPPLIER", "advisorySettings"),
    crud(["Supplier_ManageDisruption"], ["Supplier_ManageDisruption"]),
  ],
  [
    "own lookup values",
    "SUPP",
    area("SUPPLIER", "lookupValues"),
    crud(["Supplier_ManageLookupValues"], ["Supplier_ManageLookupValues"]),
  ],
  [
    "own product fields",
    "SUPP",
    area("SUPPLIER", "productFields"),
    crud(["Supplier_ManageProductFields"], ["Supplier_ManageProductFields"]),
  ],
  ["a provider organisation with its own id", "SUPP", area("PROVIDER", "users"), {}],
  // Provider organisation settings.
  [
    "own profile",
    "PROV",
    area("PROVIDER", "profile"),
    crud(["Provider_ManageProfile"], ["Provider_ManageProfile"]),
  ],
  ["own users", "PROV", area("PROVIDER", "users"), crud(["Provider_ManageUsers"], ["Provider_ManageUsers"])],
  ["own roles", "PROV", area("PROVIDER", "roles"), crud(["Provider_ManageRoles"], ["Provider_ManageRoles"])],
  [
    "own locations",
    "PROV",
    area("PROVIDER", "locations"),
    crud(["Provider_ManageLocations"], ["Provider_ManageLocations"]),
  ],
  ["billing", "PROV", area("PROVIDER", "billing"), {}],
  ["sales reps", "PROV", area("PROVIDER", "salesReps"), {}],
  [
    "own supplier contacts",
    "PROV",
    area("PROVIDER", "supplierContacts"),
    crud(["Provider_ManageSupplierContacts"], ["Provider_ManageSupplierContacts"]),
  ],
  [
    "own email templates",
    "PROV",
    area("PROVIDER", "emailTemplates"),
    crud(["Provider_ManageEmailTemplates"], ["Provider_ManageEmailTemplates"]),
  ],
  [
    "own recall settings",
    "PROV",
    area("PROVIDER", "recallSettings"),
    crud(["Provider_ManageRecalls"], ["Provider_ManageRecalls"]),
  ],
  ["advisory settings", "PROV", area("PROVIDER", "advisorySettings"), {}],
  ["lookup values", "PROV", area("PROVIDER", "lookupValues"), {}],
  ["product fields", "PROV", area("PROVIDER", "productFields"), {}],
  ["a supplier organisation with its own id", "PROV", area("SUPPLIER", "users"), {}],
  // The operator on tenants' settings: its manage permission; ProviderReadOnly reads provider organisations.
  [
    "a supplier's profile",
    "NOTISPHERE",
    area("SUPPLIER", "profile"),
    crud(["Notisphere_ManageSuppliers"], ["Notisphere_ManageSuppliers"]),
  ],
  [
    "a provider's profile",
    "NOTISPHERE",
    area("PROVIDER", "profile"),
    crud(["Notisphere_ManageProviders", "Notisphere_ProviderReadOnly"], ["Notisphere_ManageProviders"]),
  ],
  ["the operator's own profile", "NOTISPHERE", area("NOTISPHERE", "profile"), {}],
  ...OPERATOR_AREA_ROWS.flatMap(([a, permission]): Row[] => [
    [`a supplier's ${a}`, "NOTISPHERE", area("SUPPLIER", a), crud([permission], [permission])],
    [
      `a provider's ${a}`,
      "NOTISPHERE",
      area("PROVIDER", a),
      crud([permission, "Notisphere_ProviderReadOnly"], [permission]),
    ],
    [`the operator's ${a}`, "NOTISPHERE", area("NOTISPHERE", a), crud([permission], [permission])],
  ]),
  // Platform screens.
  ["dashboard", "NOTISPHERE", platform("dashboard"), { view: "anyone" }],
  ["dashboard", "SUPP", platform("dashboard"), {}],
  ["key metrics", "NOTISPHERE", platform("keyMetrics"), { view: ["Notisphere_ViewKeyMetrics"] }],
  ["FAQs", "NOTISPHERE", platform("faqs"), crud("anyone", ["Notisphere_ManageFAQs"])],
  ["FAQs", "PROV", platform("faqs"), { view: "anyone" }],
  ["user guides", "NOTISPHERE", platform("userGuides"), crud("anyone", ["Notisphere_ManageUserGuides"])],
  ["user guides", "SUPP", platform("userGuides"), { view: "anyone" }],
  [
    "supplier master",
    "NOTISPHERE",
    platform("supplierMaster"),
    crud(["Notisphere_ManageUserGuides"], ["Notisphere_ManageUserGuides"]),
  ],
  ["supplier master", "SUPP", platform("supplierMaster"), {}],
  [
    "platform email templates",
    "NOTISPHERE",
    platform("emailTemplates"),
    crud(["Notisphere_ManageEmailTemplates"], ["Notisphere_ManageEmailTemplates"]),
  ],
  ["platform email templates", "PROV", platform("emailTemplates"), {}],
  [
    "platform lookup values",
    "NOTISPHERE",
    platform("lookupValues"),
    crud("anyone", ["Notisphere_ManageLookupValues"]),
  ],
  ["platform lookup values", "SUPP", platform("lookupValues"), { view: "anyone" }],
  [
    "platform product fields",
    "NOTISPHERE",
    platform("productFields"),
    crud("anyone", ["Notisphere_ManageProductFields"]),
  ],
  ["platform product fields", "PROV", platform("productFields"), { view: "anyone" }],
  ["FDA reference", "NOTISPHERE", platform("fda"), { view: ["Notisphere_ViewFDAInformation"] }],
  ["FDA reference", "PROV", platform("fda"), { view: ["Provider_ManageRecalls"] }],
  ["FDA reference", "SUPP", platform("fda"), {}],
  [
    "known providers",
    "NOTISPHERE",
    platform("knownProviders"),
    crud(["Notisphere_ManageLocations"], ["Notisphere_ManageLocations"]),
  ],
  [
    "switch accounts",
    "NOTISPHERE",
    platform("switchAccounts"),
    crud(["Notisphere_SwitchAccounts"], ["Notisphere_SwitchAccounts"]),
  ],
  ["switch accounts", "SUPP", platform("switchAccounts"), {}],
];

const actorWith = (userType: UserType, permissions: readonly Permission[]): Actor => ({
  userId: "me",
  userType,
  organizationId: ME,
  permissions,
  roleName: "Administrator",
  siteIds: "all",
});

describe.each(ROWS)("can: %s as %s", (_label, userType, resource, grants) => {
  it.each(ACCESS_ACTIONS)("%s: granted by exactly the listed permissions", (action) => {
    const grant = grants[action] ?? [];
    const grantedBy = ALL_PERMISSIONS.filter((p) => can(actorWith(userType, [p]), action, resource));
    expect({ none: can(actorWith(userType, []), action, resource), grantedBy }).toEqual({
      none: grant === "anyone",
      grantedBy: grant === "anyone" ? [...ALL_PERMISSIONS] : [...grant].sort(byCatalogue),
    });
  });
});

function byCatalogue(a: Permission, b: Permission): number {
  return ALL_PERMISSIONS.indexOf(a) - ALL_PERMISSIONS.indexOf(b);
}

describe("can: provider sites", () => {
  const provider = (siteIds: Actor["siteIds"]): Actor => ({
    ...actorWith("PROV", ["Provider_ManageRecalls"]),
    siteIds,
  });
  const copy = (siteIds: readonly string[], siteId?: string): Resource => ({
    ...(providerCopy("RECALL") as Extract<Resource, { kind: "providerCommunication" }>),
    siteIds,
    siteId,
  });
  // [user's sites, copy's affected sites, site acted on, action, expected]
  const rows: ReadonlyArray<
    readonly [Actor["siteIds"], string[], string | undefined, AccessAction, boolean]
  > = [
    [["a"], ["a", "b"], undefined, "view", true],
    [["b"], ["a", "b"], undefined, "view", true],
    [["c"], ["a", "b"], undefined, "view", false],
    [[], ["a"], undefined, "view", false],
    ["all", [], undefined, "view", true],
    [["a"], [], undefined, "view", false],
    [["a"], [], undefined, "create", true],
    [[], [], undefined, "create", true],
    [["a"], ["a", "b"], "a", "acknowledge", true],
    [["a"], ["a", "b"], "b", "acknowledge", false],
    ["all", ["a", "b"], "b", "respond", true],
    ["all", ["a"], "z", "respond", false],
    [["z"], ["a"], "z", "respond", false],
  ];
  it.each(rows)("user sites %o, copy sites %o, site %s, %s → %s", (mine, sites, site, action, want) => {
    expect(can(provider(mine), action, copy(sites, site))).toBe(want);
  });
});

describe("can: tenants", () => {
  /** Who owns what, written here from the resource shapes (not from ownersOf). */
  const tenantReaches = (actor: Actor, resource: Resource): boolean => {
    const me = actor.organizationId;
    switch (resource.kind) {
      case "communication":
        return actor.userType === "SUPP" && resource.supplierOrganizationId === me;
      case "providerCommunication":
        return actor.userType === "PROV"
          ? resource.providerOrganizationId === me
          : resource.supplierOrganizationId === me;
      case "responderResponse":
        return actor.userType === "PROV" && resource.providerOrganizationId === me;
      case "organizationArea":
        return (
          resource.organizationId === me &&
          resource.organizationType === (actor.userType === "PROV" ? "PROVIDER" : "SUPPLIER")
        );
      case "platformArea":
        return true;
    }
  };

  it("never passes a supplier or provider for a resource of another organisation or of the other kind", () => {
    fc.assert(
      fc.property(actorArb, actionArb, resourceArb, (a, action, resource) => {
        fc.pre(a.userType !== "NOTISPHERE" && !tenantReaches(a, resource));
        expect(can(a, action, resource)).toBe(false);
      }),
      { numRuns: 1500 },
    );
  });

  it("lets a supplier only read a copy of its own communication, whatever it holds", () => {
    fc.assert(
      fc.property(actorArb, actionArb, resourceArb, (a, action, resource) => {
        fc.pre(a.userType === "SUPP" && resource.kind === "providerCommunication" && action !== "view");
        expect(can(a, action, resource)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("names the owning organisations of each kind of resource", () => {
    expect(ownersOf(communication("RECALL"))).toEqual([ME]);
    expect(ownersOf(supplierCopy("RECALL"))).toEqual(["org-p", ME]);
    expect(
      ownersOf({ ...(providerCopy("RECALL") as object), supplierOrganizationId: undefined } as Resource),
    ).toEqual([ME]);
    expect(ownersOf(response("me"))).toEqual([ME]);
    expect(ownersOf(area("SUPPLIER", "users"))).toEqual([ME]);
    expect(ownersOf(platform("faqs"))).toEqual([]);
  });
});
