import { describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { createJwtTokenService } from "./jwt-token-service.ts";

const claims = {
  sub: "u-1",
  permission: ["Notisphere_ViewDashboard" as const],
  allPermissionCount: 1,
  role_name: "notisphereadmin",
  org_id: "org-1",
  user_type: "NOTISPHERE" as const,
  sid: "s-1",
  mid: "m-1",
  sites: "all" as const,
};
const secret = "s".repeat(48);

describe("JWT token service", () => {
  it("verifies its own access tokens and refuses tampered, foreign and refresh tokens", async () => {
    const tokens = createJwtTokenService(secret);
    const access = await tokens.signAccess(claims, 60);
    expect(await tokens.verifyAccess(access)).toMatchObject(claims);
    const [header, , signature] = access.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...claims, permission: ["Notisphere_ManageUsers"] }),
    ).toString("base64url");
    expect(await tokens.verifyAccess(`${header}.${forged}.${signature}`)).toBeUndefined();
    expect(await createJwtTokenService("t".repeat(48)).verifyAccess(access)).toBeUndefined();
    const refresh = await tokens.signRefresh(
      { sub: "u-1", jti: "j", fam: "f", org_type: "NOTISPHERE", parentorg_type: null },
      60,
    );
    expect(await tokens.verifyAccess(refresh)).toBeUndefined();
    expect(await tokens.verifyRefresh(access)).toBeUndefined();
    expect(await tokens.verifyRefresh(refresh)).toMatchObject({ fam: "f" });
  });

  it("stops accepting a remembered token once it expires", async () => {
    let clock = Date.now();
    const tokens = createJwtTokenService(secret, () => clock);
    const access = await tokens.signAccess(claims, 60);
    expect(await tokens.verifyAccess(access)).toBeDefined();
    expect(await tokens.verifyAccess(access)).toBeDefined();
    clock += 61_000;
    expect(await tokens.verifyAccess(access)).toBeUndefined();
  });

  it("refuses a well-signed token without exp or without a session id", async () => {
    const tokens = createJwtTokenService(secret);
    const key = new TextEncoder().encode(secret);
    const signed = (payload: Record<string, unknown>, withExp: boolean) => {
      const jwt = new SignJWT(payload)
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer("notisphere")
        .setAudience("access");
      return (withExp ? jwt.setExpirationTime("60s") : jwt).sign(key);
    };
    expect(await tokens.verifyAccess(await signed(claims, true))).toMatchObject(claims);
    expect(await tokens.verifyAccess(await signed(claims, false))).toBeUndefined();
    const { sid: _sid, ...withoutSession } = claims;
    expect(await tokens.verifyAccess(await signed(withoutSession, true))).toBeUndefined();
  });
});
