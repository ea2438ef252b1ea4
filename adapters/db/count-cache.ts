/**
 * Exact totals for list footers ("Total N items") cost a scan of every matching row, while the page itself is
 * an index walk; a grid asks for the same filter many times as it scrolls. Totals are therefore kept per
 * process for a few seconds, keyed by table and filter, and dropped at once when this process writes to the
 * table, so a user always sees their own change. Another process's write shows within `ttlMs` (ADR 5).
 */
export interface CountCache {
  count(table: string, filterKey: string, load: () => Promise<number>): Promise<number>;
  invalidate(table: string): void;
}

export const createCountCache = (options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): CountCache => {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: number; expires: number }>();
  const generation = new Map<string, number>();
  return {
    async count(table, filterKey, load) {
      const key = `${table}\u0000${generation.get(table) ?? 0}\u0000${filterKey}`;
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = await load();
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expires: now() + options.ttlMs });
      return value;
    },
    invalidate(table) {
      // A new generation makes every older key unreachable; they age out of the map as it fills.
      generation.set(table, (generation.get(table) ?? 0) + 1);
      for (const key of entries.keys()) if (key.startsWith(`${table}\u0000`)) entries.delete(key);
    },
  };
};

/** For tests and tools that want exact counts every time. */
export const noCountCache: CountCache = { count: (_table, _key, load) => load(), invalidate: () => {} };
