import { describe, it } from "vitest";
import { supplierScopeFor } from "#core/locations/supplier/authorize.ts";
import {
  SUPPLIER_LOCATIONS_POLICY,
  type SupplierLocationsOperation,
} from "#core/locations/supplier/policy.ts";
import type { Route } from "../../contract.ts";
import { expectGuardsFollowPolicy } from "../testing/guards-follow-policy.ts";
import { supplierLocationsRoutes } from "./supplier-index.ts";

const OPERATION_OF: Record<string, SupplierLocationsOperation> = {
  listSupplierLocations: "listLocations",
  downloadSupplierLocations: "downloadLocations",
  listSupplierProviders: "listProviders",
  uploadSupplierLocationFile: "uploadFile",
  listSupplierLocationFiles: "listFiles",
  getSupplierLocationFile: "viewFile",
  downloadSupplierLocationFileDocument: "downloadFile",
};

describe("supplier location routes", () => {
  it("are guarded by the supplier location policy, as the use cases check it", () => {
    expectGuardsFollowPolicy(
      supplierLocationsRoutes as readonly Route[],
      SUPPLIER_LOCATIONS_POLICY,
      OPERATION_OF,
      (actor, operation) => void supplierScopeFor(actor, operation),
    );
  });
});
