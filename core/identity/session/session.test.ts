import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACTIVITY_WINDOW_MS,
  APP_VERSION,
  REFRESH_WINDOW_MS,
  SESSION_CHECK_INTERVAL_MS,
} from "./constants.ts";
import { checkSession, isTokenValid, shouldRefresh } from "./token.ts";
import { isVersionPromptExempt, shouldPromptNewVersion } from "./version.ts";

const MIN = 60_000;
const exp = 2_000_000_000; // seconds
const expMs = exp * 1000;

describe("session constants", () => {
  it("match the spec's session and version figures", () => {
    expect([APP_VERSION, SESSION_CHECK_INTERVAL_MS, ACTIVITY_WINDOW_MS, REFRESH_WINDOW_MS]).toEqual([
      "3.15.2",
      10_000,
      15 * MIN,
      5 * MIN,
    ]);
  });
});

describe("isTokenValid", () => {
  it("is valid strictly before exp only", () => {
    expect(isTokenValid(exp, exp - 1)).toBe(true);
    expect(isTokenValid(exp, exp)).toBe(false);
    expect(isTokenValid(undefined, 0)).toBe(false);
    expect(isTokenValid(Number.NaN, 0)).toBe(false);
  });
});

describe("shouldRefresh", () => {
  it("refreshes an active user's token within 5 minutes of expiry", () => {
    expect(shouldRefresh({ exp, now: expMs - 4 * MIN, lastActivityAt: expMs - 10 * MIN })).toBe(true);
    expect(shouldRefresh({ exp, now: expMs - 5 * MIN, lastActivityAt: expMs - 15 * MIN })).toBe(true);
  });

  it("does not refresh too early, after expiry, or for an idle user", () => {
    expect(shouldRefresh({ exp, now: expMs - 5 * MIN - 1, lastActivityAt: expMs - MIN })).toBe(false);
    expect(shouldRefresh({ exp, now: expMs, lastActivityAt: expMs - MIN })).toBe(false);
    expect(shouldRefresh({ exp, now: expMs - MIN, lastActivityAt: expMs - 15 * MIN - 1 })).toBe(false);
    expect(shouldRefresh({ exp, now: expMs - MIN, lastActivityAt: undefined })).toBe(false);
  });

  it("agrees with the three conditions for any times", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -30 * MIN, max: 30 * MIN }),
        fc.integer({ min: -40 * MIN, max: 5 * MIN }),
        (before, active) => {
          const now = expMs - before;
          const lastActivityAt = expMs + active;
          const expected = before > 0 && before <= REFRESH_WINDOW_MS && -active <= ACTIVITY_WINDOW_MS;
          expect(shouldRefresh({ exp, now, lastActivityAt })).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("checkSession", () => {
  it("logs out without a token or with an expired one, refreshes or keeps otherwise", () => {
    expect(checkSession({ exp: undefined, now: 0, lastActivityAt: 0 })).toBe("logout");
    expect(checkSession({ exp, now: expMs, lastActivityAt: expMs })).toBe("logout");
    expect(checkSession({ exp, now: expMs - MIN, lastActivityAt: expMs - 2 * MIN })).toBe("refresh");
    expect(checkSession({ exp, now: expMs - 30 * MIN, lastActivityAt: expMs - 31 * MIN })).toBe("keep");
  });
});

describe("new-version prompt", () => {
  it("exempts the public pages by whole segment", () => {
    expect(isVersionPromptExempt("/registration/acme")).toBe(true);
    expect(isVersionPromptExempt("/provider/recall-notice-webform/confirmation/1/2/3/RECALL")).toBe(true);
    expect(isVersionPromptExempt("/success/")).toBe(true);
    expect(isVersionPromptExempt("/success?x=1")).toBe(true);
    expect(isVersionPromptExempt("/successor")).toBe(false);
    expect(isVersionPromptExempt("/provider/recalls")).toBe(false);
  });

  it("prompts only on a GET with a different version outside exempt pages", () => {
    const base = { method: "get", pathname: "/provider/recalls", serverVersion: "3.16.0" };
    expect(shouldPromptNewVersion(base)).toBe(true);
    expect(shouldPromptNewVersion({ ...base, method: "POST" })).toBe(false);
    expect(shouldPromptNewVersion({ ...base, serverVersion: APP_VERSION })).toBe(false);
    expect(shouldPromptNewVersion({ ...base, serverVersion: null })).toBe(false);
    expect(shouldPromptNewVersion({ ...base, serverVersion: "" })).toBe(false);
    expect(shouldPromptNewVersion({ ...base, pathname: "/login" })).toBe(true);
    expect(shouldPromptNewVersion({ ...base, pathname: "/forgot-password" })).toBe(false);
    expect(shouldPromptNewVersion({ ...base, serverVersion: "1.0.0", builtVersion: "1.0.0" })).toBe(false);
  });
});
