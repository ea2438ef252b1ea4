import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isWellFormedLinkToken,
  LINK_TOKEN_BYTES,
  LINK_TOKEN_LENGTH,
  linkExpiry,
  linkIsLive,
  MAX_LINK_DAYS,
  registrationUrl,
} from "./link-token.ts";

describe("registration link tokens", () => {
  it("carry at least 128 random bits and fit the stored column", () => {
    expect(LINK_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    expect(LINK_TOKEN_LENGTH).toBe(Math.ceil((LINK_TOKEN_BYTES * 4) / 3));
    expect(LINK_TOKEN_LENGTH).toBeLessThanOrEqual(64);
  });

  it("accepts every token the portal issues (base64url of the random bytes)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: LINK_TOKEN_BYTES, maxLength: LINK_TOKEN_BYTES }), (bytes) =>
        isWellFormedLinkToken(Buffer.from(bytes).toString("base64url")),
      ),
    );
    expect(isWellFormedLinkToken(randomBytes(LINK_TOKEN_BYTES).toString("base64url"))).toBe(true);
  });

  it("refuses anything of another length or with characters outside base64url", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const expected = text.length === LINK_TOKEN_LENGTH && /^[A-Za-z0-9_-]*$/.test(text);
        expect(isWellFormedLinkToken(text)).toBe(expected);
      }),
    );
    for (const bad of [
      "",
      "a".repeat(31),
      "a".repeat(33),
      `${"a".repeat(31)}=`,
      `${"a".repeat(31)}/`,
      `${"a".repeat(31)} `,
    ])
      expect(isWellFormedLinkToken(bad)).toBe(false);
  });

  it("works until its expiry and not from that instant on; without expiry it always works", () => {
    fc.assert(
      fc.property(
        fc.date({ noInvalidDate: true, min: new Date("2000-01-01"), max: new Date("2100-01-01") }),
        fc.integer({ min: 1, max: MAX_LINK_DAYS }),
        fc.integer({ min: 0, max: MAX_LINK_DAYS * 24 * 3600 * 1000 * 2 }),
        (created, days, elapsedMs) => {
          const expiresAt = linkExpiry(created, days);
          const at = new Date(created.getTime() + elapsedMs);
          expect(linkIsLive({ expiresAt }, at)).toBe(elapsedMs < days * 24 * 3600 * 1000);
          expect(linkIsLive({ expiresAt: linkExpiry(created, undefined) }, at)).toBe(true);
        },
      ),
    );
  });

  it("makes the page address from the public URL, with or without a trailing slash", () => {
    expect(registrationUrl("https://portal.example.org/", "abc")).toBe(
      "https://portal.example.org/registration/abc",
    );
    expect(registrationUrl("http://127.0.0.1:3000", "abc")).toBe("http://127.0.0.1:3000/registration/abc");
  });
});
