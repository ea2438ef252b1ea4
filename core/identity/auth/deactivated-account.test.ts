import { describe, expect, it } from "vitest";
import { createAuthDeps } from "../../../tests/fakes/auth-deps.ts";
import { fakePasswordHash } from "../../../tests/fakes/security.ts";
import { PERMISSIONS_BY_ORGANIZATION_TYPE } from "../../permissions-catalogue.ts";
import { AUTH_MESSAGES, AUTH_POLICY } from "./policy.ts";
import { signIn } from "./sign-in.ts";
import { requestUnlockCode, restoreUser, verifyUnlockCode } from "./unlock-account.ts";

// Found by review: wrong passwords used to lock a deactivated account, and the unlock flow then reactivated it.
describe("a deactivated account", () => {
  it("cannot reactivate itself through wrong passwords and the unlock flow", async () => {
    const deps = createAuthDeps();
    deps.data.addUser({
      id: "u-1",
      email: "alice@example.com",
      passwordHash: fakePasswordHash("Old#Password1"),
      status: "DEACTIVATED",
    });
    deps.data.addMembership("u-1", {
      membershipId: "m-1",
      organizationId: "org-1",
      organizationName: "Acme",
      organizationType: "SUPPLIER",
      parentOrganizationType: null,
      roleName: "Administrator",
      permissions: [...PERMISSIONS_BY_ORGANIZATION_TYPE.SUPPLIER],
      siteIds: "all",
    });
    const request = (password: string) => ({
      clientId: AUTH_POLICY.clientId,
      email: "alice@example.com",
      password,
    });
    for (let i = 0; i < AUTH_POLICY.maxFailedLogins; i += 1)
      await signIn(deps, request("wrong")).catch(() => undefined);
    await requestUnlockCode(deps, "alice@example.com");
    const code = /code is (\d{6})/.exec(deps.data.outbox.at(-1)?.text ?? "")?.[1];
    if (code) {
      const { reset_token } = await verifyUnlockCode(deps, "alice@example.com", code);
      await restoreUser(deps, {
        email: "alice@example.com",
        resetToken: reset_token,
        password: "New#Password2",
      });
    }
    // Expected: the administrator's deactivation stands.
    expect(deps.data.users.get("u-1")?.status).toBe("DEACTIVATED");
    expect(deps.data.outbox).toEqual([]);
    // The right (old) password meets the deactivation; the would-be new one was never set.
    await expect(signIn(deps, request("Old#Password1"))).rejects.toMatchObject({
      _tag: "Forbidden",
      message: AUTH_MESSAGES.deactivated,
    });
    await expect(signIn(deps, request("New#Password2"))).rejects.toMatchObject({
      _tag: "Unauthenticated",
      message: AUTH_MESSAGES.invalidCredentials,
    });
    expect(deps.data.users.get("u-1")?.failedLoginCount).toBe(0);
  });
});
