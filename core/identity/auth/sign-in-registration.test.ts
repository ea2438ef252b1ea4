import { describe, expect, it } from "vitest";
import { createAuthDeps } from "../../../tests/fakes/auth-deps.ts";
import { fakePasswordHash } from "../../../tests/fakes/security.ts";
import { PERMISSIONS_BY_ORGANIZATION_TYPE } from "../../permissions-catalogue.ts";
import { REGISTRATION_MESSAGES } from "../registration/policy.ts";
import { AUTH_MESSAGES, AUTH_POLICY } from "./policy.ts";
import type { UserRecord } from "./ports.ts";
import { signIn } from "./sign-in.ts";

const PASSWORD = "Correct#Horse1";

/** A self-registered person: their memberships are PENDING, so the directory lists none of them. */
const setup = (user: Partial<UserRecord>, pending: readonly string[], active = false) => {
  const deps = createAuthDeps();
  deps.data.addUser({
    id: "u-1",
    email: "reg@example.com",
    passwordHash: fakePasswordHash(PASSWORD),
    ...user,
  });
  if (active)
    deps.data.addMembership("u-1", {
      membershipId: "m-acme",
      organizationId: "org-acme",
      organizationName: "Acme Medical",
      organizationType: "SUPPLIER",
      parentOrganizationType: null,
      roleName: "Recall Coordinator",
      permissions: [...PERMISSIONS_BY_ORGANIZATION_TYPE.SUPPLIER].slice(0, 1),
      siteIds: "all",
    });
  return { ...deps, registrations: { pendingOrganizationNames: async () => pending } };
};

const attempt = (deps: ReturnType<typeof setup>, password = PASSWORD) =>
  signIn(deps, { clientId: AUTH_POLICY.clientId, email: "reg@example.com", password }).then(
    (result) => ({ ok: result.kind }),
    (error: { _tag: string; message: string }) => ({ _tag: error._tag, message: error.message }),
  );

describe("signIn after self-registration", () => {
  it("tells an unverified account to verify, but only after the right password", async () => {
    const deps = setup({ status: "VERIFICATION" }, ["Acme Medical"]);
    expect(await attempt(deps)).toEqual({
      _tag: "Forbidden",
      message: REGISTRATION_MESSAGES.texts.emailNotVerified,
    });
    expect(await attempt(deps, "Wrong#Horse1")).toEqual({
      _tag: "Unauthenticated",
      message: AUTH_MESSAGES.invalidCredentials,
    });
  });

  it("names the organisation whose approval is awaited", async () => {
    expect(await attempt(setup({ status: "VERIFIED" }, ["Acme Medical"]))).toEqual({
      _tag: "Forbidden",
      message: "Your registration with Acme Medical is waiting for an administrator's approval.",
    });
  });

  it("keeps the usual answer without a pending registration, and signs in with an active membership", async () => {
    expect(await attempt(setup({ status: "VERIFIED" }, []))).toEqual({
      _tag: "Forbidden",
      message: AUTH_MESSAGES.noMembership,
    });
    expect(await attempt(setup({ status: "VERIFIED" }, ["Other Org"], true))).toEqual({ ok: "tokens" });
  });
});
