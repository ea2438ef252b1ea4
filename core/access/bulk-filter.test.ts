import { describe, expect, it } from "vitest";
import type { Actor } from "./actor.ts";
import { partitionPermitted, partitionRequestedIds, permittedIds } from "./bulk-filter.ts";
import type { Resource } from "./resources.ts";

const supplier: Actor = {
  userId: "u1",
  userType: "SUPP",
  organizationId: "s1",
  permissions: ["Supplier_ManageRecalls"],
  roleName: "Administrator",
  siteIds: "all",
};
const recallOf = (supplierOrganizationId: string): Resource => ({
  kind: "communication",
  supplierOrganizationId,
  communicationType: "RECALL",
});

describe("bulk filter", () => {
  const items = [
    { id: "a", resource: recallOf("s1") },
    { id: "b", resource: recallOf("s2") },
    { id: "a", resource: recallOf("s1") },
    { id: "c", resource: recallOf("s1") },
  ];

  it("keeps only ids the actor may act on, in order and once each", () => {
    expect(permittedIds(supplier, "delete", items)).toEqual(["a", "c"]);
    expect(partitionPermitted(supplier, "delete", items)).toEqual({ permitted: ["a", "c"], refused: ["b"] });
  });

  it("refuses ids that do not resolve to a record", () => {
    const store = new Map(items.map((i) => [i.id, i.resource]));
    expect(partitionRequestedIds(supplier, "view", ["c", "zz", "b", "c"], (id) => store.get(id))).toEqual({
      permitted: ["c"],
      refused: ["b", "zz"],
    });
  });
});
