import { describe, it } from "vitest";
import { assertCanManageLocationMaster } from "#core/locations/master/authorize.ts";
import { LOCATION_MASTER_POLICY, type LocationMasterOperation } from "#core/locations/master/policy.ts";
import { expectGuardsFollowPolicy } from "../testing/guards-follow-policy.ts";
import { locationMasterRoutes } from "./master-index.ts";

const OPERATION_OF: Record<string, LocationMasterOperation> = {
  listKnownLocations: "list",
  createKnownLocation: "create",
  getKnownLocation: "view",
  updateKnownLocation: "update",
  listKnownLocationHistory: "view",
  mergeKnownLocation: "merge",
  downloadKnownLocations: "download",
  listKnownProviders: "providersList",
  createKnownProvider: "providersSave",
  getKnownProvider: "providersView",
  updateKnownProvider: "providersSave",
  listKnownProviderSites: "providersView",
  listKnownProviderOptions: "providerOptions",
  listKnownProviderOrganisations: "providerOptions",
};

describe("location master and known-provider routes", () => {
  it("are guarded by the location master policy, as the use cases check it", () => {
    expectGuardsFollowPolicy(
      locationMasterRoutes,
      LOCATION_MASTER_POLICY,
      OPERATION_OF,
      assertCanManageLocationMaster,
    );
  });
});
