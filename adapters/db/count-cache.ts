import type { MikroORM } from "@mikro-orm/postgresql";

/**
 * Exact totals for list footers ("Total N items") cost a scan of every matching row, while the page itself is
 * an index walk; a grid asks for the same filter many times as it scrolls. Totals are therefore kept per
 * process, keyed by table and filter and by the table's write generation. A write raises the generation in
 * this process at once (a user always sees their own change) and in the shared `count_generation` table, which
 * every process reads at most every `syncMs` (default 1 s): another instance's write shows within that delay.
 * `ttlMs` is only a safety net for writes that bypass the repositories (SQL by hand, imports). ADR 5.
 */
export interface CountCache {
  count(table: string, filterKey: string, load: () => Promise<number>): Promise<number>;
  invalidate(table: string): Promise<void>;
}

/** Write generations every process of a deployment sees. */
export interface SharedGenerations {
  read(): Promise<ReadonlyMap<string, number>>;
  bump(table: string): Promise<void>;
}

export const COUNT_SYNC_MS = 1000;

export const createCountCache = (options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  shared?: SharedGenerations;
  syncMs?: number;
}): CountCache => {
  const now = options.now ?? Date.now;
  const syncMs = options.syncMs ?? COUNT_SYNC_MS;
  const entries = new Map<string, { value: number; expires: number }>();
  const local = new Map<string, number>();
  let shared: ReadonlyMap<string, number> = new Map();
  let syncedAt = -Infinity;
  let syncing: Promise<void> | undefined;
  const sync = async () => {
    if (!options.shared || now() - syncedAt < syncMs) return;
    // One read per process per interval, however many requests ask meanwhile.
    syncing ??= options.shared
      .read()
      .then((generations) => {
        shared = generations;
        syncedAt = now();
      })
      .finally(() => (syncing = undefined));
    await syncing;
  };
  return {
    async count(table, filterKey, load) {
      await sync();
      const generation = `${shared.get(table) ?? 0}.${local.get(table) ?? 0}`;
      const key = `${table}\u0000${generation}\u0000${filterKey}`;
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = await load();
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expires: now() + options.ttlMs });
      return value;
    },
    async invalidate(table) {
      // A new generation makes every older key unreachable; they age out of the map as it fills.
      local.set(table, (local.get(table) ?? 0) + 1);
      for (const key of entries.keys()) if (key.startsWith(`${table}\u0000`)) entries.delete(key);
      await options.shared?.bump(table);
    },
  };
};

/** The generations in PostgreSQL: one small row per table that was ever written. */
export const createPostgresGenerations = (orm: MikroORM): SharedGenerations => ({
  async read() {
    const rows = await orm.em
      .getConnection()
      .execute<Array<{ table_name: string; generation: string | number }>>(
        `select table_name, generation from count_generation`,
      );
    return new Map(rows.map((r) => [r.table_name, Number(r.generation)]));
  },
  async bump(table) {
    await orm.em.getConnection().execute(
      `insert into count_generation (table_name, generation) values (?, 1)
       on conflict (table_name) do update set generation = count_generation.generation + 1`,
      [table],
    );
  },
});

/** For tests and tools that want exact counts every time. */
export const noCountCache: CountCache = {
  count: (_table, _key, load) => load(),
  invalidate: async () => {},
};
