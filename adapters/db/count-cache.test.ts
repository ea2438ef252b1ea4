import { describe, expect, it } from "vitest";
import { createCountCache, type SharedGenerations } from "./count-cache.ts";

describe("count cache", () => {
  it("reuses a total until it expires or the table is written", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createCountCache({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.count("t", "a", load)).toBe(1);
    expect(await cache.count("t", "a", load)).toBe(1);
    expect(await cache.count("t", "b", load)).toBe(2);
    clock = 1001;
    expect(await cache.count("t", "a", load)).toBe(3);
    await cache.invalidate("t");
    expect(await cache.count("t", "a", load)).toBe(4);
    expect(await cache.count("other", "a", load)).toBe(5);
  });

  it("keeps at most maxEntries totals", async () => {
    const cache = createCountCache({ ttlMs: 60_000, maxEntries: 2, now: () => 0 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.count("t", "a", load);
    await cache.count("t", "b", load);
    await cache.count("t", "c", load); // evicts "a"
    expect(await cache.count("t", "c", load)).toBe(3);
    expect(await cache.count("t", "a", load)).toBe(4);
  });

  it("drops a total another process wrote, once it reads the shared generations (every syncMs)", async () => {
    let clock = 0;
    const generations = new Map<string, number>();
    const shared: SharedGenerations = {
      read: async () => new Map(generations),
      bump: async (table) => void generations.set(table, (generations.get(table) ?? 0) + 1),
    };
    const options = { ttlMs: 60_000, maxEntries: 10, now: () => clock, shared, syncMs: 1000 };
    const here = createCountCache(options);
    const there = createCountCache(options);
    let rows = 5;
    const load = async () => rows;
    expect(await here.count("t", "a", load)).toBe(5);
    rows = 6;
    await there.invalidate("t");
    clock = 999;
    expect(await here.count("t", "a", load)).toBe(5); // not yet synced: the documented delay
    clock = 1000;
    expect(await here.count("t", "a", load)).toBe(6);
  });
});
