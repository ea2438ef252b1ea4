import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  flowExpiry,
  flowUsable,
  isLoopbackHttpIssuer,
  isOrganisationId,
  normaliseIssuer,
  sameEmail,
  settingsPermissionOf,
  ssoAvailability,
  ssoMember,
  verifiedEmailOf,
} from "./rules.ts";

const settings = {
  issuer: "https://idp.example.com",
  clientId: "portal",
  hasClientSecret: true,
  enabled: true,
};
const supplier = { type: "SUPPLIER", isSso: true } as const;

describe("which organisation may sign in by SSO", () => {
  it("needs the SSO mark and complete, enabled settings", () => {
    expect(ssoAvailability(supplier, settings)).toEqual({ ok: true, value: null });
    expect(ssoAvailability({ type: "PROVIDER", isSso: true }, settings).ok).toBe(true);
    expect(ssoAvailability(undefined, settings)).toEqual({ ok: false, refusal: "organizationNotFound" });
    expect(ssoAvailability({ ...supplier, isSso: false }, settings)).toEqual({
      ok: false,
      refusal: "notSso",
    });
    expect(ssoAvailability(supplier, undefined)).toEqual({ ok: false, refusal: "notConfigured" });
    expect(ssoAvailability(supplier, { ...settings, hasClientSecret: false })).toEqual({
      ok: false,
      refusal: "notConfigured",
    });
    expect(ssoAvailability(supplier, { ...settings, clientId: "" }).ok).toBe(false);
    expect(ssoAvailability(supplier, { ...settings, issuer: "" }).ok).toBe(false);
    expect(ssoAvailability(supplier, { ...settings, enabled: false })).toEqual({
      ok: false,
      refusal: "disabled",
    });
    expect(ssoAvailability({ type: "NOTISPHERE", isSso: true }, settings)).toEqual({
      ok: false,
      refusal: "operatorNotSupported",
    });
  });

  it("is available exactly when every condition holds (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("SUPPLIER", "PROVIDER", "NOTISPHERE" as const),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (type, isSso, hasClientSecret, enabled, present) => {
          const verdict = ssoAvailability(
            { type, isSso },
            present ? { ...settings, hasClientSecret, enabled } : undefined,
          );
          expect(verdict.ok).toBe(type !== "NOTISPHERE" && isSso && present && hasClientSecret && enabled);
        },
      ),
    );
  });

  it("is managed with the operator permission of the organisation's type", () => {
    expect(settingsPermissionOf("SUPPLIER")).toBe("Notisphere_ManageSuppliers");
    expect(settingsPermissionOf("PROVIDER")).toBe("Notisphere_ManageProviders");
    expect(settingsPermissionOf("NOTISPHERE")).toBeUndefined();
  });
});

describe("the ID token's e-mail", () => {
  it("must be present and verified (exactly true)", () => {
    expect(verifiedEmailOf({ email: " Ada@Example.ORG ", email_verified: true })).toEqual({
      ok: true,
      value: "ada@example.org",
    });
    expect(verifiedEmailOf({ email: "ada@example.org", email_verified: false })).toEqual({
      ok: false,
      refusal: "emailNotVerified",
    });
    expect(verifiedEmailOf({ email: "ada@example.org", email_verified: "true" }).ok).toBe(false);
    expect(verifiedEmailOf({ email: "ada@example.org" }).ok).toBe(false);
    expect(verifiedEmailOf({ email_verified: true })).toEqual({ ok: false, refusal: "emailMissing" });
    expect(verifiedEmailOf({ email: 42, email_verified: true })).toEqual({
      ok: false,
      refusal: "emailMissing",
    });
    expect(verifiedEmailOf({ email: "not-an-address", email_verified: true }).ok).toBe(false);
  });

  it("is accepted only with email_verified === true, whatever else the claims hold (property)", () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.anything(), (email, verified) => {
        const verdict = verifiedEmailOf({ email, email_verified: verified });
        expect(verdict.ok).toBe(verified === true);
        if (verdict.ok) expect(sameEmail(verdict.value, email)).toBe(true);
      }),
    );
  });

  it("matches accounts case-insensitively (property)", () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.array(fc.boolean(), { maxLength: 64 }), (email, upper) => {
        const mixed = [...email]
          .map((ch, i) => (upper[i % Math.max(upper.length, 1)] ? ch.toUpperCase() : ch))
          .join("");
        expect(sameEmail(mixed, email)).toBe(true);
        expect(sameEmail(`x${email}`, email)).toBe(false);
      }),
    );
  });
});

describe("who may sign in by SSO", () => {
  it("is an existing, not deactivated account with an active membership of that organisation", () => {
    expect(ssoMember({ status: "VERIFIED" }, ["org"], "org")).toEqual({ ok: true, value: null });
    expect(ssoMember({ status: "SSO" }, ["other", "org"], "org").ok).toBe(true);
    expect(ssoMember(undefined, [], "org")).toEqual({ ok: false, refusal: "unknownUser" });
    expect(ssoMember({ status: "VERIFIED" }, ["other"], "org")).toEqual({
      ok: false,
      refusal: "unknownUser",
    });
    expect(ssoMember({ status: "DEACTIVATED" }, ["org"], "org")).toEqual({
      ok: false,
      refusal: "deactivated",
    });
  });

  it("never admits someone without a membership of the flow's organisation (property)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid()), fc.uuid(), (memberOf, organization) => {
        const others = memberOf.filter((id) => id !== organization);
        expect(ssoMember({ status: "VERIFIED" }, others, organization).ok).toBe(false);
        expect(ssoMember({ status: "VERIFIED" }, [...others, organization], organization).ok).toBe(true);
      }),
    );
  });
});

describe("a started flow", () => {
  const now = new Date("2026-11-23T10:00:00Z");
  const live = { expiresAt: flowExpiry(now, 600), usedAt: null, bindingHash: "b" };

  it("is usable once, before expiry, from the browser that started it", () => {
    expect(flowUsable(live, "b", now)).toEqual({ ok: true, value: null });
    expect(flowUsable(undefined, "b", now)).toEqual({ ok: false, refusal: "unknownState" });
    expect(flowUsable({ ...live, usedAt: now }, "b", now)).toEqual({ ok: false, refusal: "usedState" });
    expect(flowUsable(live, "b", live.expiresAt)).toEqual({ ok: false, refusal: "expiredState" });
    expect(flowUsable(live, "c", now)).toEqual({ ok: false, refusal: "otherBrowser" });
    expect(flowUsable(live, undefined, now)).toEqual({ ok: false, refusal: "otherBrowser" });
  });

  it("expires exactly its lifetime after it started (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3600 }),
        fc.integer({ min: 0, max: 7200_000 }),
        (ttl, elapsedMs) => {
          const started = flowExpiry(now, ttl);
          const at = new Date(now.getTime() + elapsedMs);
          expect(flowUsable({ ...live, expiresAt: started }, "b", at).ok).toBe(elapsedMs < ttl * 1000);
        },
      ),
    );
  });
});

describe("an organisation id in a path", () => {
  it("is a UUID, anything else names no organisation", () => {
    expect(isOrganisationId("0195f3c2-7b1e-7c4a-9d2e-1234567890ab")).toBe(true);
    for (const text of ["", "not-a-uuid", "%FF%FE", "0195f3c2-7b1e-7c4a-9d2e-1234567890ab0", "../x"])
      expect(isOrganisationId(text)).toBe(false);
  });
});

describe("an issuer address", () => {
  it("is https, or http on this computer only", () => {
    expect(normaliseIssuer("https://login.example.com/tenant/v2.0/")).toBe(
      "https://login.example.com/tenant/v2.0",
    );
    expect(normaliseIssuer(" http://127.0.0.1:4010 ")).toBe("http://127.0.0.1:4010");
    expect(normaliseIssuer("http://localhost:4010/realms/demo")).toBe("http://localhost:4010/realms/demo");
    expect(normaliseIssuer("http://idp.example.com")).toBeUndefined();
    expect(normaliseIssuer("https://idp.example.com/?x=1")).toBeUndefined();
    expect(normaliseIssuer("https://user:pw@idp.example.com")).toBeUndefined();
    expect(normaliseIssuer("ftp://idp.example.com")).toBeUndefined();
    expect(normaliseIssuer("not a url")).toBeUndefined();
    expect(isLoopbackHttpIssuer("http://127.0.0.1:4010")).toBe(true);
    expect(isLoopbackHttpIssuer("https://127.0.0.1:4010")).toBe(false);
    expect(isLoopbackHttpIssuer("http://idp.example.com")).toBe(false);
  });

  it("never lets plain http reach a host other than this computer (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("http", "https", "ftp", "HTTP"),
        fc.constantFrom(
          "localhost",
          "127.0.0.1",
          "[::1]",
          "127.0.0.2",
          "idp.example.com",
          "localhost.evil.com",
        ),
        fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
        fc.stringMatching(/^(\/[a-z0-9.-]{0,8}){0,3}$/),
        (scheme, host, port, path) => {
          const issuer = normaliseIssuer(`${scheme}://${host}${port === undefined ? "" : `:${port}`}${path}`);
          if (issuer === undefined) return;
          expect(issuer.startsWith("https://") || isLoopbackHttpIssuer(issuer)).toBe(true);
          if (issuer.startsWith("http://"))
            expect(["localhost", "127.0.0.1", "[::1]"]).toContain(new URL(issuer).hostname);
        },
      ),
    );
  });
});
