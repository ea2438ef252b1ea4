import { describe, expect, it } from "vitest";
import type { AccessClaims } from "#core/identity/auth/claims.ts";
import { createLinkSigner, linkTarget } from "./link-signer.ts";

const actor: AccessClaims = {
  sub: "u1",
  exp: 0,
  user_type: "NOTISPHERE",
  org_id: "o1",
  permission: ["Notisphere_ManageLocations"],
  allPermissionCount: 1,
  role_name: "notisphereadmin",
  sid: "s1",
  mid: "m1",
  sites: "all",
};
const KEY = "k".repeat(48);
const signedAt = new Date("2026-01-01T10:00:00Z");
const target = "/api/files/x?a=1";

describe("link signer", () => {
  const signer = createLinkSigner(KEY, 300);
  const { signature, expiresAt } = signer.sign(actor, target, signedAt);

  it("gives the signer back until the expiry, and nothing from the expiry on", () => {
    expect(expiresAt.toISOString()).toBe("2026-01-01T10:05:00.000Z");
    expect(signer.verify(signature, target, new Date(expiresAt.getTime() - 1))).toEqual(actor);
    expect(signer.verify(signature, target, expiresAt)).toBeUndefined();
  });

  it("refuses another target, another key and a re-signed payload", () => {
    expect(signer.verify(signature, "/api/files/x?a=2", signedAt)).toBeUndefined();
    expect(createLinkSigner("z".repeat(48)).verify(signature, target, signedAt)).toBeUndefined();
    const [, mac] = signature.split(".");
    const raised = Buffer.from(JSON.stringify({ target, exp: 9e9, signer: actor })).toString("base64url");
    expect(signer.verify(`${raised}.${mac}`, target, signedAt)).toBeUndefined();
    for (const broken of ["", ".", "a.b.c", `${signature}.x`, signature.replace(".", "")])
      expect(signer.verify(broken, target, signedAt)).toBeUndefined();
  });

  it("binds the path and query without the signature, in any parameter order", () => {
    expect(linkTarget("/api/f?b=2&a=1&signature=s")).toBe("/api/f?a=1&b=2");
    expect(linkTarget("http://host/api/f?signature=s")).toBe("/api/f");
    expect(linkTarget("/api/f?a=1&a=0")).toBe("/api/f?a=0&a=1");
  });
});
