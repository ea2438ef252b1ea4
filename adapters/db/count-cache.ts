import type { MikroORM } from "@mikro-orm/postgresql";

/**
 * Exact totals for list footers ("Total N items") cost a scan of every matching row, while the page itself is
 * an index walk; a grid asks for the same filter many times as it scrolls. Totals are therefore kept per
 * process, keyed by table and filter and by the table's write generation. A write raises the generation in
 * this process at once (a user always sees their own change) and in the shared `count_generation` table, which
 * every process reads at most every `syncMs` (default 1 s): another instance's write shows within that delay.
 * `ttlMs` is only a safety net for writes that bypass the repositories (SQL by hand, imports). ADR 5.
 *
 * Pages of rows are kept the same way (`rows`), under the same generations, for at most `rowsTtlMs`: with the
 * embedded database a page query costs several times the rest of the request, and a grid or a dashboard asks
 * for the same page again and again. The key is the query itself (SQL and parameters), so every filter and
 * every scope that narrows the rows is part of it: two callers share a page only when they ran the same query.
 * Concurrent misses of one key share one load, so an expiry under load costs one query, not one per request.
 */
export interface CountCache {
  count(table: string, filterKey: string, load: () => Promise<number>): Promise<number>;
  /** A page of rows read from `table`, reused until the table is written (`queryKey` names the query). */
  rows<Row>(table: string, queryKey: string, load: () => Promise<readonly Row[]>): Promise<readonly Row[]>;
  invalidate(table: string): Promise<void>;
}

/** Write generations every process of a deployment sees. */
export interface SharedGenerations {
  read(): Promise<ReadonlyMap<string, number>>;
  bump(table: string): Promise<void>;
}

export const COUNT_SYNC_MS = 1000;
/** Rows are kept for less time than totals: a write that bypasses the repositories shows within this. */
export const ROWS_TTL_MS = 2000;
/** Rows kept per process, counted in characters of their text (icons are data URLs and can be large). */
export const ROWS_MAX_WEIGHT = 8_000_000;

/** Roughly the memory a page takes: its strings' lengths plus a little per value. */
const weightOf = (rows: readonly unknown[]): number => {
  let weight = 0;
  for (const row of rows) {
    if (row === null || typeof row !== "object") {
      weight += 8;
      continue;
    }
    for (const value of Object.values(row)) weight += typeof value === "string" ? value.length + 8 : 8;
  }
  return weight;
};

interface Entry<V> {
  readonly value: V;
  readonly expires: number;
  readonly weight: number;
}

/** Entries in insertion order, bounded by a count and a total weight; the oldest go first. */
const boundedStore = <V>(limits: { maxEntries: number; maxWeight: number }) => {
  const entries = new Map<string, Entry<V>>();
  const inFlight = new Map<string, Promise<V>>();
  let weight = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    weight -= entry.weight;
    entries.delete(key);
  };
  return {
    entries,
    async get(
      key: string,
      now: () => number,
      ttlMs: number,
      load: () => Promise<V>,
      weigh: (v: V) => number,
    ) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const loading = load().finally(() => inFlight.delete(key));
      inFlight.set(key, loading);
      const value = await loading;
      const size = weigh(value);
      if (size > limits.maxWeight) return value;
      drop(key);
      while (entries.size > 0 && (entries.size >= limits.maxEntries || weight + size > limits.maxWeight))
        drop(entries.keys().next().value as string);
      entries.set(key, { value, expires: now() + ttlMs, weight: size });
      weight += size;
      return value;
    },
    dropTable(table: string) {
      for (const key of entries.keys()) if (key.startsWith(`${table}\u0000`)) drop(key);
    },
  };
};

export const createCountCache = (options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  shared?: SharedGenerations;
  syncMs?: number;
  rowsTtlMs?: number;
  rowsMaxWeight?: number;
}): CountCache => {
  const now = options.now ?? Date.now;
  const syncMs = options.syncMs ?? COUNT_SYNC_MS;
  const totals = boundedStore<number>({ maxEntries: options.maxEntries, maxWeight: Infinity });
  const pages = boundedStore<readonly unknown[]>({
    maxEntries: options.maxEntries,
    maxWeight: options.rowsMaxWeight ?? ROWS_MAX_WEIGHT,
  });
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
  // The generation is part of the key: a load that started before a write stores its result under the old
  // generation, where no later request looks.
  const keyOf = (table: string, key: string) =>
    `${table}\u0000${shared.get(table) ?? 0}.${local.get(table) ?? 0}\u0000${key}`;
  return {
    async count(table, filterKey, load) {
      await sync();
      return totals.get(keyOf(table, filterKey), now, options.ttlMs, load, () => 1);
    },
    async rows<Row>(table: string, queryKey: string, load: () => Promise<readonly Row[]>) {
      await sync();
      const ttl = Math.min(options.rowsTtlMs ?? ROWS_TTL_MS, options.ttlMs);
      return pages.get(keyOf(table, queryKey), now, ttl, load, weightOf) as Promise<readonly Row[]>;
    },
    async invalidate(table) {
      // A new generation makes every older key unreachable; dropping them now frees the memory at once.
      local.set(table, (local.get(table) ?? 0) + 1);
      totals.dropTable(table);
      pages.dropTable(table);
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
  rows: (_table, _key, load) => load(),
  invalidate: async () => {},
};
