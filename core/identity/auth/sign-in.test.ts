import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createAuthDeps } from "../../../tests/fakes/auth-deps.ts";
import { fakePasswordHash } from "../../../tests/fakes/security.ts";
import { PERMISSIONS_BY_ORGANIZATION_TYPE } from "../../permissions-catalogue.ts";
import { AUTH_MESSAGES, AUTH_POLICY } from "./policy.ts";
import type { MembershipView } from "../../organisations/memberships/ports.ts";
import type { UserRecord } from "./ports.ts";
import { signIn, type SignInRequest } from "./sign-in.ts";

const PASSWORD = "Correct#Horse1";
const supplierMembership: MembershipView = {
  membershipId: "m-acme",
  organizationId: "org-acme",
  organizationName: "Acme Medical",
  organizationType: "SUPPLIER",
  parentOrganizationType: null,
  roleName: "Administrator",
  permissions: [...PERMISSIONS_BY_ORGANIZATION_TYPE.SUPPLIER],
  siteIds: "all",
};
const providerMembership: MembershipView = {
  membershipId: "m-och",
  organizationId: "org-och",
  organizationName: "Ochsner Health",
  organizationType: "PROVIDER",
  parentOrganizationType: "PROVIDER",
  roleName: "Responder",
  permissions: PERMISSIONS_BY_ORGANIZATION_TYPE.PROVIDER.slice(0, 1),
  siteIds: ["site-1", "site-2"],
};

const setup = (user: Partial<UserRecord> = {}, memberships: MembershipView[] = [supplierMembership]) => {
  const deps = createAuthDeps();
  deps.data.addUser({
    id: "u-1",
    email: "alice@example.com",
    passwordHash: fakePasswordHash(PASSWORD),
    ...user,
  });
  memberships.forEach((m) => deps.data.addMembership("u-1", m));
  return deps;
};
const request = (changes: Partial<SignInRequest> = {}): SignInRequest => ({
  clientId: AUTH_POLICY.clientId,
  email: "alice@example.com",
  password: PASSWORD,
  ...changes,
});
const invalidCredentials = { _tag: "Unauthenticated", message: AUTH_MESSAGES.invalidCredentials };
const locked = { _tag: "AccountLocked", message: AUTH_MESSAGES.locked };

/** What a sign-in ended in, as a comparable value. */
const outcome = (deps: ReturnType<typeof setup>, req: SignInRequest) =>
  signIn(deps, req).then(
    (result) => ({ ok: result.kind }),
    (error: { _tag: string; message: string }) => ({ _tag: error._tag, message: error.message }),
  );

describe("signIn", () => {
  it("refuses an unknown client before looking at the account", async () => {
    const deps = setup();
    await expect(signIn(deps, request({ clientId: "mobile", password: "wrong" }))).rejects.toMatchObject({
      _tag: "Unauthenticated",
      message: "Unknown client",
    });
    expect(deps.data.users.get("u-1")?.failedLoginCount).toBe(0);
  });

  it("signs in with the only membership: access claims, a hashed refresh token and a new family", async () => {
    const deps = setup();
    const result = await signIn(deps, request({ email: "  Alice@Example.COM " }));
    if (result.kind !== "tokens") throw new Error(`expected tokens, got ${result.kind}`);
    const { tokens } = result;
    expect(tokens.token_type).toBe("Bearer");
    expect(tokens.expires_in).toBe(AUTH_POLICY.accessTokenTtlSeconds);
    const nowSeconds = deps.clock.now().getTime() / 1000;
    const refreshClaims = await deps.tokens.verifyRefresh(tokens.refresh_token);
    // The session is opened with the sign-in; its id is the refresh family and the access token's `sid`.
    expect([...deps.data.sessions]).toEqual([
      [refreshClaims?.fam, { userId: "u-1", createdAt: deps.clock.now(), revokedAt: null }],
    ]);
    expect(await deps.tokens.verifyAccess(tokens.access_token)).toEqual({
      sub: "u-1",
      exp: nowSeconds + AUTH_POLICY.accessTokenTtlSeconds,
      permission: supplierMembership.permissions,
      allPermissionCount: supplierMembership.permissions.length,
      role_name: "Administrator",
      org_id: "org-acme",
      user_type: "SUPP",
      sid: refreshClaims?.fam,
      mid: "m-acme",
      sites: "all",
    });
    const refresh = await deps.tokens.verifyRefresh(tokens.refresh_token);
    expect(refresh).toMatchObject({ sub: "u-1", org_type: "SUPPLIER", parentorg_type: null });
    expect(deps.data.refreshTokens).toEqual([
      {
        id: expect.any(String),
        tokenHash: deps.secrets.sha256(tokens.refresh_token),
        familyId: refresh?.fam,
        userId: "u-1",
        membershipId: "m-acme",
        expiresAt: new Date(deps.clock.now().getTime() + AUTH_POLICY.refreshTokenTtlSeconds * 1000),
        usedAt: null,
        revokedAt: null,
      },
    ]);
    expect(JSON.stringify(deps.data.refreshTokens)).not.toContain(tokens.refresh_token);
  });

  it("gives every sign-in its own family and refresh token", async () => {
    const deps = setup();
    await signIn(deps, request());
    await signIn(deps, request());
    const [first, second] = deps.data.refreshTokens;
    expect(first?.familyId).not.toBe(second?.familyId);
    expect(first?.tokenHash).not.toBe(second?.tokenHash);
  });

  it("answers an unknown e-mail, an account without a password and a wrong password in the same words", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.emailAddress().filter((e) => e.toLowerCase() !== "alice@example.com"),
        fc.string().filter((p) => p !== PASSWORD),
        async (email, password) => {
          const deps = setup();
          deps.data.addUser({ id: "u-sso", email: "sso@example.com", passwordHash: null, status: "SSO" });
          const unknown = await outcome(deps, request({ email, password }));
          const wrong = await outcome(deps, request({ password }));
          const noPassword = await outcome(deps, request({ email: "sso@example.com", password }));
          expect(unknown).toEqual(invalidCredentials);
          expect(wrong).toEqual(unknown);
          expect(noPassword).toEqual(unknown);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("locks the account exactly when the count of wrong passwords since the last success reaches the maximum", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { maxLength: 14 }), async (attempts) => {
        const deps = setup();
        let count = 0;
        let isLocked = false;
        let sessions = 0;
        for (const right of attempts) {
          const result = await outcome(deps, request({ password: right ? PASSWORD : "Wrong#Horse1" }));
          if (isLocked) {
            expect(result).toEqual(locked);
          } else if (right) {
            count = 0;
            sessions += 1;
            expect(result).toEqual({ ok: "tokens" });
          } else {
            count += 1;
            isLocked = count >= AUTH_POLICY.maxFailedLogins;
            expect(result).toEqual(isLocked ? locked : invalidCredentials);
          }
        }
        const user = deps.data.users.get("u-1");
        expect(user?.failedLoginCount).toBe(count);
        expect(user?.status).toBe(isLocked ? "LOCKED" : "VERIFIED");
        expect(user?.lockedAt).toEqual(isLocked ? deps.clock.now() : null);
        expect(deps.data.refreshTokens.length).toBe(sessions);
      }),
      { numRuns: 150 },
    );
  });

  it("refuses a locked account even with the right password, and issues nothing", async () => {
    const deps = setup({ status: "LOCKED", failedLoginCount: 5 });
    await expect(signIn(deps, request())).rejects.toMatchObject(locked);
    expect(deps.data.refreshTokens).toEqual([]);
    expect(deps.data.users.get("u-1")?.failedLoginCount).toBe(5);
  });

  it("refuses a deactivated account once the password is right", async () => {
    const deps = setup({ status: "DEACTIVATED" });
    await expect(signIn(deps, request())).rejects.toMatchObject({
      _tag: "Forbidden",
      message: AUTH_MESSAGES.deactivated,
    });
    expect(deps.data.refreshTokens).toEqual([]);
  });

  it("refuses an account without an active membership", async () => {
    const deps = setup({}, []);
    await expect(signIn(deps, request())).rejects.toMatchObject({
      _tag: "Forbidden",
      message: AUTH_MESSAGES.noMembership,
    });
  });

  it("asks which membership to use when there are several, then signs in as the one chosen", async () => {
    const deps = setup({}, [supplierMembership, providerMembership]);
    expect(await signIn(deps, request())).toEqual({
      kind: "login_as_required",
      options: [
        { userType: "PROV", organizations: [{ id: "org-och", name: "Ochsner Health" }] },
        { userType: "SUPP", organizations: [{ id: "org-acme", name: "Acme Medical" }] },
      ],
    });
    expect(deps.data.refreshTokens).toEqual([]);

    const chosen = await signIn(deps, request({ loginAs: { userType: "PROV", organizationId: "org-och" } }));
    if (chosen.kind !== "tokens") throw new Error("expected tokens");
    expect(await deps.tokens.verifyAccess(chosen.tokens.access_token)).toMatchObject({
      org_id: "org-och",
      user_type: "PROV",
      mid: "m-och",
      role_name: "Responder",
      sites: ["site-1", "site-2"],
      allPermissionCount: 1,
    });
    expect(await deps.tokens.verifyRefresh(chosen.tokens.refresh_token)).toMatchObject({
      org_type: "PROVIDER",
      parentorg_type: "PROVIDER",
    });
  });

  it("refuses a login_as organisation the user is not a member of", async () => {
    const deps = setup({}, [supplierMembership, providerMembership]);
    const attempt = signIn(deps, request({ loginAs: { userType: "SUPP", organizationId: "org-other" } }));
    await expect(attempt).rejects.toMatchObject({
      _tag: "ValidationFailed",
      message: AUTH_MESSAGES.notMember,
      fields: [{ field: "login_as_org_id", message: AUTH_MESSAGES.notMember }],
    });
    expect(deps.data.refreshTokens).toEqual([]);
  });

  it("clears earlier failures on success, and leaves a clean count alone", async () => {
    const deps = setup({ failedLoginCount: 3 });
    await signIn(deps, request());
    expect(deps.data.users.get("u-1")?.failedLoginCount).toBe(0);
    await signIn(deps, request());
    expect(deps.data.users.get("u-1")?.failedLoginCount).toBe(0);
  });
});
