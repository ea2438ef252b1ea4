import { describe, expect, it } from "vitest";
import { createCountCache, type SharedGenerations } from "./count-cache.ts";

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

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

  it("shares one load among concurrent misses of a key", async () => {
    const cache = createCountCache({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    let loads = 0;
    let release = () => {};
    const load = () => new Promise<number>((resolve) => (release = () => resolve(++loads)));
    const both = Promise.all([cache.count("t", "a", load), cache.count("t", "a", load)]);
    await nextTurn();
    release();
    expect(await both).toEqual([1, 1]);
    expect(loads).toBe(1);
  });

  it("does not hand a load started before a write to a request made after it", async () => {
    const cache = createCountCache({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    let release = () => {};
    const before = cache.rows(
      "t",
      "q",
      () => new Promise<string[]>((resolve) => (release = () => resolve(["old"]))),
    );
    await nextTurn(); // the load has started
    await cache.invalidate("t");
    const after = cache.rows("t", "q", async () => ["new"]);
    release();
    expect(await before).toEqual(["old"]);
    expect(await after).toEqual(["new"]);
    expect(await cache.rows("t", "q", async () => ["newer"])).toEqual(["new"]);
  });

  it("reuses a page of rows until the table is written or rowsTtlMs passes", async () => {
    let clock = 0;
    const cache = createCountCache({ ttlMs: 10_000, rowsTtlMs: 2000, maxEntries: 10, now: () => clock });
    let version = 0;
    const load = async () => [{ id: "a", version: ++version }];
    expect(await cache.rows("t", "q", load)).toEqual([{ id: "a", version: 1 }]);
    expect(await cache.rows("t", "q", load)).toEqual([{ id: "a", version: 1 }]);
    expect(await cache.rows("t", "other query", load)).toEqual([{ id: "a", version: 2 }]);
    await cache.invalidate("t");
    expect(await cache.rows("t", "q", load)).toEqual([{ id: "a", version: 3 }]);
    clock = 2000;
    expect(await cache.rows("t", "q", load)).toEqual([{ id: "a", version: 4 }]);
  });

  it("keeps pages within rowsMaxWeight, and never keeps a page heavier than it", async () => {
    const cache = createCountCache({ ttlMs: 10_000, maxEntries: 10, rowsMaxWeight: 100, now: () => 0 });
    let loads = 0;
    const page = (text: string) => async () => (loads++, [{ text }]);
    await cache.rows("t", "a", page("x".repeat(40)));
    await cache.rows("t", "b", page("x".repeat(40)));
    await cache.rows("t", "c", page("x".repeat(40))); // evicts "a" to stay within the weight
    expect(loads).toBe(3);
    await cache.rows("t", "c", page("x".repeat(40)));
    await cache.rows("t", "b", page("x".repeat(40)));
    expect(loads).toBe(3);
    await cache.rows("t", "a", page("x".repeat(40)));
    expect(loads).toBe(4);
    await cache.rows("t", "huge", page("x".repeat(500)));
    await cache.rows("t", "huge", page("x".repeat(500)));
    expect(loads).toBe(6);
  });
});
