import { describe, it } from "vitest";
import { assertOrganisationsAccess } from "#core/organisations/authorize.ts";
import { ORGANISATIONS_POLICY, type OrganisationsOperation } from "#core/organisations/policy.ts";
import { expectGuardsFollowPolicy } from "../testing/guards-follow-policy.ts";
import { organisationsRoutes } from "./index.ts";

const OPERATION_OF: Record<string, OrganisationsOperation | "public"> = {
  getOrganisationSsoFilter: "orgMetaFilters",
  getOrganisationStatusFilter: "orgMetaFilters",
  getOrganisationManagedFilter: "orgMetaFilters",
  listOrganisationOptions: "orgMetaList",
  listRecallOrganisations: "orgMetaList",
  listSupplierNames: "orgMetaList",
  listOrganisationsOfType: "orgMetaList",
  getOrganisationKpi: "orgMetaKpi",
  getOrganisationLogo: "public",
  listSuppliers: "suppliersList",
  createSupplier: "suppliersCreate",
  createSuppliersFromFile: "suppliersBulkCreate",
  uploadSupplierLogo: "suppliersUploadLogo",
  getSupplier: "suppliersView",
  updateSupplier: "suppliersUpdate",
  deleteSupplier: "suppliersDelete",
};

describe("organisation routes", () => {
  it("are guarded by the organisations policy, as the use cases check it", () => {
    expectGuardsFollowPolicy(
      organisationsRoutes,
      ORGANISATIONS_POLICY,
      OPERATION_OF,
      assertOrganisationsAccess,
    );
  });
});
