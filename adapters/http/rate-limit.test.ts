import { describe, expect, it } from "vitest";
import type { CounterStore } from "#core/identity/auth/ports.ts";
import { createAttemptLimiter } from "./rate-limit.ts";

/** Fixed windows in memory, with the contract of the PostgreSQL store. */
const memoryCounters = (): CounterStore => {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async bump(entries, windowMs, now) {
      return entries.map(({ key, add }) => {
        const current = windows.get(key);
        const w = current && now - current.start < windowMs ? current : { start: now, count: 0 };
        w.count += add;
        windows.set(key, w);
        return { key, count: w.count, windowStart: w.start };
      });
    },
  };
};

const statusOf = (attempt: Promise<void>) =>
  attempt.then(
    () => "ok",
    (error: { _tag: string; retryAfterSeconds: number }) => `${error._tag} ${error.retryAfterSeconds}`,
  );

describe("sign-in limiter (N = 2)", () => {
  const limiter = () =>
    createAttemptLimiter({ store: memoryCounters(), kind: "signIn", perMinute: 2, message: "slow down" });

  it("lets N failures of one account from one address through, then refuses until the window ends", async () => {
    const l = limiter();
    for (let i = 0; i < 2; i++) expect(await statusOf(l.admit("a1", "x@example.org", 0))).toBe("ok");
    expect(await statusOf(l.admit("a1", "X@Example.org ", 15_000))).toBe("TooManyRequests 45");
    expect(await statusOf(l.admit("a2", "x@example.org", 15_000))).toBe("ok"); // the owner elsewhere
    expect(await statusOf(l.admit("a1", "x@example.org", 60_000))).toBe("ok");
  });

  it("allows 5N failures per address over all accounts and 30N attempts in all", async () => {
    const l = limiter();
    for (let i = 0; i < 10; i++) expect(await statusOf(l.admit("a1", `u${i}@example.org`, 0))).toBe("ok");
    expect(await statusOf(l.admit("a1", "fresh@example.org", 0))).toBe("TooManyRequests 60");
    const successes = limiter();
    for (let i = 0; i < 60; i++) {
      expect(await statusOf(successes.admit("a1", `u${i}@example.org`, 0))).toBe("ok");
      await successes.succeeded("a1", `u${i}@example.org`, 0);
    }
    expect(await statusOf(successes.admit("a1", "u60@example.org", 0))).toBe("TooManyRequests 60");
  });
});

describe("sign-in limiter under a burst (N = 2)", () => {
  it("counts parallel guesses before any is checked, so a burst gets no more than N", async () => {
    const l = createAttemptLimiter({ store: memoryCounters(), kind: "signIn", perMinute: 2, message: "m" });
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => statusOf(l.admit("a1", "x@example.org", 0))),
    );
    expect(burst.filter((s) => s === "ok")).toHaveLength(2);
  });

  it("takes back the provisional failure of an attempt that succeeded", async () => {
    const l = createAttemptLimiter({ store: memoryCounters(), kind: "signIn", perMinute: 2, message: "m" });
    for (let i = 0; i < 5; i++) {
      expect(await statusOf(l.admit("a1", "x@example.org", 0))).toBe("ok");
      await l.succeeded("a1", "x@example.org", 0);
    }
  });
});

describe("code limiter (N = 2)", () => {
  it("counts every call: N per account and address, 5N per address", async () => {
    const l = createAttemptLimiter({
      store: memoryCounters(),
      kind: "code",
      perMinute: 2,
      message: "slow down",
    });
    expect(await statusOf(l.admit("a1", "x@example.org", 0))).toBe("ok");
    expect(await statusOf(l.admit("a1", "x@example.org", 0))).toBe("ok");
    expect(await statusOf(l.admit("a1", "x@example.org", 0))).toBe("TooManyRequests 60");
    expect(await statusOf(l.admit("a2", "x@example.org", 0))).toBe("ok");
    const address = createAttemptLimiter({
      store: memoryCounters(),
      kind: "code",
      perMinute: 2,
      message: "m",
    });
    for (let i = 0; i < 10; i++)
      expect(await statusOf(address.admit("a1", `u${i}@example.org`, 0))).toBe("ok");
    expect(await statusOf(address.admit("a1", "u10@example.org", 0))).toBe("TooManyRequests 60");
  });
});
