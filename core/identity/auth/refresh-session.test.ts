import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createAuthDeps } from "../../../tests/fakes/auth-deps.ts";
import { PERMISSIONS_BY_ORGANIZATION_TYPE } from "../../permissions-catalogue.ts";
import { issueSession } from "./issue-session.ts";
import { AUTH_MESSAGES, AUTH_POLICY } from "./policy.ts";
import type { MembershipView } from "../../organisations/memberships/ports.ts";
import { refreshSession, signOut } from "./refresh-session.ts";

const membership: MembershipView = {
  membershipId: "m-op",
  organizationId: "org-op",
  organizationName: "NotiSphere",
  organizationType: "NOTISPHERE",
  parentOrganizationType: null,
  roleName: "notisphereadmin",
  permissions: [...PERMISSIONS_BY_ORGANIZATION_TYPE.NOTISPHERE],
  siteIds: "all",
};
const expired = { _tag: "Unauthenticated", message: AUTH_MESSAGES.sessionExpired };

const setup = async () => {
  const deps = createAuthDeps();
  deps.data.addUser({ id: "u-1", email: "op@example.com" });
  deps.data.addMembership("u-1", membership);
  const first = await issueSession(deps, "u-1", membership, "family-1");
  return { deps, first };
};

const refreshes = (deps: Awaited<ReturnType<typeof setup>>["deps"], token: string) =>
  refreshSession(deps, token).then(
    (pair) => ({ ok: true as const, pair }),
    (error: { _tag: string; message: string }) => ({
      ok: false as const,
      _tag: error._tag,
      message: error.message,
    }),
  );

describe("refreshSession", () => {
  it("spends the token and issues the next pair in the same family", async () => {
    const { deps, first } = await setup();
    deps.clock.advanceSeconds(60);
    const next = await refreshSession(deps, first.refresh_token);
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.expires_in).toBe(AUTH_POLICY.accessTokenTtlSeconds);
    expect(await deps.tokens.verifyAccess(next.access_token)).toMatchObject({ sub: "u-1", mid: "m-op" });
    expect(await deps.tokens.verifyRefresh(next.refresh_token)).toMatchObject({ fam: "family-1" });
    expect(deps.data.refreshTokens).toMatchObject([
      { tokenHash: deps.secrets.sha256(first.refresh_token), usedAt: deps.clock.now(), revokedAt: null },
      {
        tokenHash: deps.secrets.sha256(next.refresh_token),
        familyId: "family-1",
        usedAt: null,
        revokedAt: null,
      },
    ]);
  });

  it("treats a second use as theft: refuses it and ends the whole family, newer tokens included", async () => {
    const { deps, first } = await setup();
    const second = await refreshSession(deps, first.refresh_token);
    await expect(refreshSession(deps, first.refresh_token)).rejects.toMatchObject(expired);
    expect(deps.data.refreshTokens.every((t) => t.revokedAt !== null)).toBe(true);
    await expect(refreshSession(deps, second.refresh_token)).rejects.toMatchObject(expired);
  });

  it("never accepts a refresh token twice, whatever order tokens are presented in", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), async (picks) => {
        const { deps, first } = await setup();
        const issued = [first.refresh_token];
        const accepted = new Set<string>();
        let familyAlive = true;
        for (const pick of picks) {
          const index = pick % issued.length;
          const token = issued[index] as string;
          const isLatest = index === issued.length - 1;
          const result = await refreshes(deps, token);
          expect(accepted.has(token) ? result.ok : false).toBe(false);
          // Model: only the newest token of a live family works; presenting a spent one kills the family.
          expect(result.ok).toBe(familyAlive && isLatest);
          if (result.ok) {
            accepted.add(token);
            issued.push(result.pair.refresh_token);
          } else {
            expect(result).toMatchObject(expired);
            if (!isLatest) familyAlive = false;
          }
        }
        expect(deps.data.refreshTokens.filter((t) => t.usedAt !== null).length).toBe(accepted.size);
      }),
      { numRuns: 100 },
    );
  });

  it("refuses a token past its lifetime", async () => {
    const { deps, first } = await setup();
    deps.clock.advanceSeconds(AUTH_POLICY.refreshTokenTtlSeconds);
    await expect(refreshSession(deps, first.refresh_token)).rejects.toMatchObject(expired);
    expect(deps.data.refreshTokens[0]?.usedAt).toBeNull();
  });

  it("refuses a token the store has never seen or has revoked, even if it is correctly signed", async () => {
    const { deps, first } = await setup();
    const unknown = await deps.tokens.signRefresh(
      { sub: "u-1", jti: "forged", fam: "family-1", org_type: "NOTISPHERE", parentorg_type: null },
      600,
    );
    await expect(refreshSession(deps, unknown)).rejects.toMatchObject(expired);
    await signOut(deps, first.refresh_token);
    await expect(refreshSession(deps, first.refresh_token)).rejects.toMatchObject(expired);
    expect(deps.data.refreshTokens[0]?.usedAt).toBeNull();
  });

  it("refuses tampered tokens and access tokens presented as refresh tokens", async () => {
    const { deps, first } = await setup();
    const [payload, signature] = first.refresh_token.split(".");
    const claims = JSON.parse(Buffer.from(payload as string, "base64url").toString()) as object;
    const forged = `${Buffer.from(JSON.stringify({ ...claims, sub: "u-2" })).toString("base64url")}.${signature}`;
    await expect(refreshSession(deps, forged)).rejects.toMatchObject(expired);
    await expect(refreshSession(deps, first.access_token)).rejects.toMatchObject(expired);
    await expect(refreshSession(deps, "not-a-token")).rejects.toMatchObject(expired);
    expect(deps.data.refreshTokens[0]?.usedAt).toBeNull();
  });

  it.each([
    ["locked", "LOCKED"],
    ["deactivated", "DEACTIVATED"],
  ] as const)("ends the session of a %s account", async (_label, status) => {
    const { deps, first } = await setup();
    deps.data.addUser({ id: "u-1", email: "op@example.com", status });
    await expect(refreshSession(deps, first.refresh_token)).rejects.toMatchObject(expired);
    expect(deps.data.refreshTokens).toHaveLength(1);
  });

  it("ends the session of a deleted account or a membership that was removed", async () => {
    const removedUser = await setup();
    removedUser.deps.data.users.delete("u-1");
    await expect(refreshSession(removedUser.deps, removedUser.first.refresh_token)).rejects.toMatchObject(
      expired,
    );

    const removedMembership = await setup();
    removedMembership.deps.data.memberships.set("u-1", []);
    await expect(
      refreshSession(removedMembership.deps, removedMembership.first.refresh_token),
    ).rejects.toMatchObject(expired);
    expect(removedMembership.deps.data.refreshTokens).toHaveLength(1);
  });

  it("carries a role change into the next access token", async () => {
    const { deps, first } = await setup();
    deps.data.memberships.set("u-1", [
      { ...membership, roleName: "Read only", permissions: ["Notisphere_ProviderReadOnly"] },
    ]);
    const next = await refreshSession(deps, first.refresh_token);
    expect(await deps.tokens.verifyAccess(next.access_token)).toMatchObject({
      role_name: "Read only",
      permission: ["Notisphere_ProviderReadOnly"],
      allPermissionCount: 1,
    });
  });
});

describe("signOut", () => {
  it("ends the token's family and leaves the user's other sessions alone", async () => {
    const { deps, first } = await setup();
    const second = await refreshSession(deps, first.refresh_token);
    const otherDevice = await issueSession(deps, "u-1", membership, "family-2");
    deps.clock.advanceSeconds(5);
    await signOut(deps, second.refresh_token);
    expect(deps.data.refreshTokens.filter((t) => t.familyId === "family-1")).toMatchObject([
      { revokedAt: deps.clock.now() },
      { revokedAt: deps.clock.now() },
    ]);
    await expect(refreshSession(deps, second.refresh_token)).rejects.toMatchObject(expired);
    await expect(refreshSession(deps, otherDevice.refresh_token)).resolves.toMatchObject({
      token_type: "Bearer",
    });
  });

  it("ends the session named by the access token when no refresh token comes along", async () => {
    const { deps, first } = await setup();
    await deps.sessions.createSession({ id: "family-1", userId: "u-1", createdAt: deps.clock.now() });
    await deps.sessions.createSession({ id: "family-2", userId: "u-1", createdAt: deps.clock.now() });
    await expect(signOut(deps, undefined, "family-1")).resolves.toEqual(["family-1"]);
    expect(deps.data.sessions.get("family-1")?.revokedAt).toEqual(deps.clock.now());
    expect(deps.data.sessions.get("family-2")?.revokedAt).toBeNull();
    await expect(refreshSession(deps, first.refresh_token)).rejects.toMatchObject(expired);
  });

  it("always succeeds: without a token, or with one nobody issued", async () => {
    const { deps, first } = await setup();
    await expect(signOut(deps, undefined)).resolves.toEqual([]);
    await expect(signOut(deps, "")).resolves.toEqual([]);
    await expect(signOut(deps, "unknown")).resolves.toEqual([]);
    expect(deps.data.refreshTokens[0]?.revokedAt).toBeNull();
    await expect(refreshSession(deps, first.refresh_token)).resolves.toMatchObject({ token_type: "Bearer" });
  });
});

describe("refreshSession with a membership to switch to", () => {
  const supplier: MembershipView = {
    ...membership,
    membershipId: "m-acme",
    organizationId: "org-acme",
    organizationName: "Acme Medical",
    organizationType: "SUPPLIER",
    roleName: "Administrator",
    permissions: [...PERMISSIONS_BY_ORGANIZATION_TYPE.SUPPLIER],
  };

  it("issues the pair for the chosen membership of the same user", async () => {
    const { deps, first } = await setup();
    deps.data.addMembership("u-1", supplier);
    const next = await refreshSession(deps, first.refresh_token, {
      userType: "SUPP",
      organizationId: "org-acme",
    });
    expect(await deps.tokens.verifyAccess(next.access_token)).toMatchObject({
      mid: "m-acme",
      user_type: "SUPP",
      org_id: "org-acme",
    });
  });

  it("refuses a membership the user lacks without spending the token", async () => {
    const { deps, first } = await setup();
    await expect(
      refreshSession(deps, first.refresh_token, { userType: "SUPP", organizationId: "org-acme" }),
    ).rejects.toMatchObject({ _tag: "ValidationFailed", message: AUTH_MESSAGES.notMember });
    expect(deps.data.refreshTokens[0]?.usedAt).toBeNull();
    await expect(refreshSession(deps, first.refresh_token)).resolves.toMatchObject({ token_type: "Bearer" });
  });
});
