import { describe, it } from "vitest";
import { allows } from "#core/access/rule.ts";
import { SSO_POLICY, type SsoOperation } from "#core/identity/sso/policy.ts";
import { expectGuardsFollowPolicy } from "../testing/guards-follow-policy.ts";
import { ssoRoutes } from "./sso-index.ts";

const OPERATION_OF: Record<string, SsoOperation | "public"> = {
  listSsoOrganizations: "public",
  startSso: "public",
  finishSso: "public",
  exchangeSso: "public",
  idpLogout: "idpLogout",
  getOrganizationSsoSettings: "viewSettings",
  saveOrganizationSsoSettings: "saveSettings",
};

describe("sso routes", () => {
  it("are public or guarded by the SSO policy", () => {
    // The settings use cases check the organisation type's permission on top; the rule is their first check.
    expectGuardsFollowPolicy(ssoRoutes, SSO_POLICY, OPERATION_OF, (actor, operation) => {
      if (!allows(actor, SSO_POLICY[operation])) throw new Error("refused");
    });
  });
});
