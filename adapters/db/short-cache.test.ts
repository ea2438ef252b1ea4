import { describe, expect, it } from "vitest";
import { createShortCache } from "./short-cache.ts";

describe("short cache", () => {
  it("reuses a value until it expires, and shares one load between concurrent misses", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createShortCache<number>({ ttlMs: 2000, maxEntries: 10, now: () => clock });
    const load = async () => ({ value: ++loads, owner: "u-1" });
    expect(await Promise.all([cache.get("k", load), cache.get("k", load)])).toEqual([1, 1]);
    clock = 1999;
    expect(await cache.get("k", load)).toBe(1);
    clock = 2000;
    expect(await cache.get("k", load)).toBe(2);
  });

  it("forgets by key prefix or owner at once", async () => {
    const cache = createShortCache<string>({ ttlMs: 60_000, maxEntries: 10, now: () => 0 });
    let version = 1;
    const load = (owner: string) => async () => ({ value: `${owner}@${version}`, owner });
    await cache.get("s1/m1", load("u-1"));
    await cache.get("s2/m1", load("u-2"));
    version = 2;
    cache.forget({ keyPrefixes: ["s1/"] });
    expect(await cache.get("s1/m1", load("u-1"))).toBe("u-1@2");
    expect(await cache.get("s2/m1", load("u-2"))).toBe("u-2@1");
    cache.forget({ owner: "u-2" });
    expect(await cache.get("s2/m1", load("u-2"))).toBe("u-2@2");
  });

  it("does not keep a value loaded while this process was changing it", async () => {
    const cache = createShortCache<string>({ ttlMs: 60_000, maxEntries: 10, now: () => 0 });
    let release!: () => void;
    const slow = cache.get(
      "k",
      () => new Promise((r) => (release = () => r({ value: "before", owner: "u" }))),
    );
    cache.forget({ owner: "u" }); // the write happens while the read is in flight
    release();
    expect(await slow).toBe("before");
    expect(await cache.get("k", async () => ({ value: "after", owner: "u" }))).toBe("after");
  });

  it("does not let a caller arriving after a change join a load started before it", async () => {
    const cache = createShortCache<string>({ ttlMs: 60_000, maxEntries: 10, now: () => 0 });
    let release!: () => void;
    const early = cache.get(
      "session",
      () => new Promise((r) => (release = () => r({ value: "live", owner: "u" }))),
    );
    cache.forget({ owner: "u" }); // say, a logout while the early check is still reading
    const late = cache.get("session", async () => ({ value: "revoked", owner: "u" }));
    release();
    expect(await early).toBe("live");
    expect(await late).toBe("revoked");
  });

  it("keeps at most maxEntries values and caches nothing with ttl 0", async () => {
    const small = createShortCache<number>({ ttlMs: 60_000, maxEntries: 2, now: () => 0 });
    let loads = 0;
    const load = async () => ({ value: ++loads, owner: "" });
    await small.get("a", load);
    await small.get("b", load);
    await small.get("c", load); // evicts "a"
    expect(await small.get("c", load)).toBe(3);
    expect(await small.get("a", load)).toBe(4);
    const none = createShortCache<number>({ ttlMs: 0, maxEntries: 2, now: () => 0 });
    expect(await none.get("a", load)).toBe(5);
    expect(await none.get("a", load)).toBe(6);
  });
});
