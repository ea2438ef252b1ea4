import { describe, expect, it } from "vitest";
import type { Actor } from "../../access/actor.ts";
import { Forbidden } from "../../shared/errors.ts";
import { supplierScopeFor } from "./authorize.ts";
import { SUPPLIER_LOCATIONS_POLICY, type SupplierLocationsOperation } from "./policy.ts";

const actor = (fields: Partial<Actor>): Actor => ({
  userId: "u1",
  userType: "SUPP",
  organizationId: "supplier-a",
  permissions: ["Supplier_ManageLocations"],
  roleName: "Administrator",
  siteIds: "all",
  ...fields,
});

const OPERATIONS = Object.keys(SUPPLIER_LOCATIONS_POLICY) as SupplierLocationsOperation[];

describe("supplier location access", () => {
  it("scopes every operation to the actor's own organisation", () => {
    for (const operation of OPERATIONS) expect(supplierScopeFor(actor({}), operation)).toBe("supplier-a");
  });

  it("refuses a supplier user without Supplier_ManageLocations, an operator and a provider holding it by name", () => {
    const refused = [
      actor({ permissions: ["Supplier_ViewDashboard"] }),
      actor({ userType: "NOTISPHERE", permissions: ["Notisphere_ManageLocations"] }),
      actor({ userType: "PROV", permissions: ["Supplier_ManageLocations"] }),
    ];
    for (const operation of OPERATIONS)
      for (const who of refused) expect(() => supplierScopeFor(who, operation)).toThrow(Forbidden);
  });
});
