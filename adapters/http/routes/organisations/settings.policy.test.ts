import { describe, expect, it } from "vitest";
import { assertCanManageProfile } from "#core/organisations/profile/manage-profile.ts";
import { PROFILE_POLICY, type ProfileSide } from "#core/organisations/profile/policy.ts";
import { assertCanManageSites } from "#core/organisations/sites/authorize.ts";
import { SITE_POLICY, type SiteOperation } from "#core/organisations/sites/policy.ts";
import { assertCanManageSupplierContacts } from "#core/organisations/supplier-contacts/manage-supplier-contacts.ts";
import {
  SUPPLIER_CONTACT_POLICY,
  type SupplierContactOperation,
} from "#core/organisations/supplier-contacts/policy.ts";
import { expectGuardsFollowPolicy } from "../testing/guards-follow-policy.ts";
import { organisationProfileRoutes } from "./organisation-profile.routes.ts";
import { providerSettingsRoutes } from "./sites-index.ts";
import { siteRoutes } from "./sites.routes.ts";
import { supplierContactRoutes } from "./supplier-contacts.routes.ts";

const SITE_OPERATION_OF: Record<string, SiteOperation> = {
  listProviderSites: "list",
  createProviderSite: "create",
  getProviderSite: "view",
  updateProviderSite: "update",
  deleteProviderSite: "delete",
  listProviderSiteMembers: "listMembers",
  listProviderOrganisationMembers: "listMembers",
  setProviderSiteMembers: "setMembers",
};

const PROFILE_OPERATION_OF: Record<string, ProfileSide> = {
  getProviderOrganization: "provider",
  updateProviderOrganization: "provider",
  uploadProviderOrganizationLogo: "provider",
  removeProviderOrganizationLogo: "provider",
  getSupplierOrganization: "supplier",
  updateSupplierOrganization: "supplier",
  uploadSupplierOrganizationLogo: "supplier",
  removeSupplierOrganizationLogo: "supplier",
};

const CONTACT_OPERATION_OF: Record<string, SupplierContactOperation> = {
  listSupplierContacts: "list",
  listSupplierContactSupplierOptions: "supplierOptions",
  createSupplierContact: "save",
  getSupplierContact: "view",
  updateSupplierContact: "save",
  deleteSupplierContact: "delete",
};

describe("organisation settings routes", () => {
  it("guard the sites screen with the site policy, as the use cases check it", () => {
    expectGuardsFollowPolicy(siteRoutes, SITE_POLICY, SITE_OPERATION_OF, assertCanManageSites);
  });

  it("guard each side's profile with that side's rule", () => {
    expectGuardsFollowPolicy(
      organisationProfileRoutes,
      PROFILE_POLICY,
      PROFILE_OPERATION_OF,
      assertCanManageProfile,
    );
  });

  it("guard supplier contacts with the supplier contact policy", () => {
    expectGuardsFollowPolicy(
      supplierContactRoutes,
      SUPPLIER_CONTACT_POLICY,
      CONTACT_OPERATION_OF,
      assertCanManageSupplierContacts,
    );
  });

  it("list every route of the index in one of the maps above", () => {
    const mapped = { ...SITE_OPERATION_OF, ...PROFILE_OPERATION_OF, ...CONTACT_OPERATION_OF };
    expect(providerSettingsRoutes.map((r) => r.contract.operationId).sort()).toEqual(
      Object.keys(mapped).sort(),
    );
  });
});
