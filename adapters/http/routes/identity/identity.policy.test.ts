import { describe, it } from "vitest";
import { allows } from "#core/access/rule.ts";
import { IDENTITY_POLICY, type IdentityOperation } from "#core/identity/policy.ts";
import { expectGuardsFollowPolicy } from "../testing/guards-follow-policy.ts";
import { identityRoutes } from "./index.ts";
import { registrationPublicRoutes } from "./registration.routes.ts";

const OPERATION_OF: Record<string, IdentityOperation | "public"> = {
  createToken: "public",
  refreshToken: "public",
  logout: "public",
  requestUnlockCode: "public",
  verifyUnlockCode: "public",
  restoreUser: "public",
  getOrganizationByLink: "public",
  getOrganizationById: "public",
  signUpUser: "public",
  verifyUserEmail: "public",
  getMe: "getProfile",
  updateMe: "updateProfile",
  changeMyPassword: "changePassword",
  getMyOrganization: "getMyOrganization",
  getGridState: "getGridState",
  saveGridState: "saveGridState",
  resetGridState: "resetGridState",
};

describe("identity routes", () => {
  it("are public or guarded by the identity policy", () => {
    // The profile and preference use cases act for whoever is signed in: the rule is their whole check.
    expectGuardsFollowPolicy(
      [...identityRoutes, ...registrationPublicRoutes],
      IDENTITY_POLICY,
      OPERATION_OF,
      (actor, operation) => {
        if (!allows(actor, IDENTITY_POLICY[operation])) throw new Error("refused");
      },
    );
  });
});
