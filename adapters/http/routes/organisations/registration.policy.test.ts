import { describe, it } from "vitest";
import {
  assertCanAdministerRegistrations,
  REGISTRATION_POLICY,
  type RegistrationOperation,
} from "#core/identity/registration/policy.ts";
import { expectGuardsFollowPolicy } from "../testing/guards-follow-policy.ts";
import { registrationAdminRoutes } from "./registration-admin.routes.ts";

const OPERATION_OF: Record<string, RegistrationOperation> = {
  getSupplierRegistrationLink: "supplierViewLink",
  createSupplierRegistrationLink: "supplierChangeLink",
  deleteSupplierRegistrationLink: "supplierChangeLink",
  listSupplierRegistrations: "supplierListRegistrations",
  approveSupplierRegistration: "supplierDecideRegistration",
  rejectSupplierRegistration: "supplierDecideRegistration",
  getProviderRegistrationLink: "providerViewLink",
  createProviderRegistrationLink: "providerChangeLink",
  deleteProviderRegistrationLink: "providerChangeLink",
  listProviderRegistrations: "providerListRegistrations",
  approveProviderRegistration: "providerDecideRegistration",
  rejectProviderRegistration: "providerDecideRegistration",
};

describe("self-registration administration routes", () => {
  it("are guarded by the registration policy, as the use cases check it", () => {
    expectGuardsFollowPolicy(
      registrationAdminRoutes,
      REGISTRATION_POLICY,
      OPERATION_OF,
      assertCanAdministerRegistrations,
    );
  });
});
