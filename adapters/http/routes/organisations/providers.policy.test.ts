import { describe, it } from "vitest";
import { assertCanManageProviders } from "#core/organisations/providers/authorize.ts";
import { PROVIDER_POLICY, type ProviderOperation } from "#core/organisations/providers/policy.ts";
import { expectGuardsFollowPolicy } from "../testing/guards-follow-policy.ts";
import { providerOrganisationRoutes } from "./providers-index.ts";

const OPERATION_OF: Record<string, ProviderOperation> = {
  listProviders: "providersList",
  listProviderOptions: "providersOptions",
  getProvider: "providersView",
  createProvider: "providersCreate",
  updateProvider: "providersUpdate",
  deactivateProvider: "providersDeactivate",
  getProviderSummary: "providersSummary",
  saveProviderContacts: "contactInfoSave",
  getVerificationMailTemplate: "contactInfoTemplate",
  sendProviderVerification: "contactInfoVerify",
  listProviderVerificationMails: "contactInfoMails",
  listProviderNonVerifiedUsers: "contactInfoNonVerified",
  sendToProviderNonVerifiedUsers: "contactInfoResend",
  listProviderUserVerificationMails: "contactInfoMails",
  listProviderRoleOptions: "contactInfoRoles",
};

describe("provider and contact-info routes", () => {
  it("are guarded by the provider policy, as the use cases check it", () => {
    expectGuardsFollowPolicy(
      providerOrganisationRoutes,
      PROVIDER_POLICY,
      OPERATION_OF,
      assertCanManageProviders,
    );
  });
});
