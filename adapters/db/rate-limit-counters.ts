import { createHash } from "node:crypto";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { CounterStore } from "../../core/auth/ports.ts";

/**
 * The shared counters of the sign-in and code limits: one upsert per call, so concurrent attempts on several
 * instances add up exactly. Keys are stored as SHA-256 (they hold e-mail addresses and client addresses, and
 * a key of any length fits). Windows that ended are swept by whichever process notices first, once a window.
 */
export const createPostgresCounterStore = (orm: MikroORM): CounterStore => {
  let lastSweep = 0;
  const hash = (key: string) => createHash("sha256").update(key).digest("hex");
  return {
    async bump(entries, windowMs, now) {
      const connection = orm.em.getConnection();
      if (now - lastSweep > windowMs) {
        lastSweep = now;
        void connection
          .execute(`delete from rate_limit_counter where window_start < ?::timestamptz`, [
            new Date(now - windowMs).toISOString(),
          ])
          .catch(() => {});
      }
      // Sorted, so two calls on the same keys lock their rows in the same order and never deadlock.
      const hashed = entries.map((e) => ({ key: hash(e.key), n: e.add, original: e.key }));
      hashed.sort((a, b) => a.key.localeCompare(b.key));
      const at = new Date(now).toISOString();
      const cutoff = new Date(now - windowMs).toISOString();
      const rows = await connection.execute<Array<{ key: string; count: number; start_ms: string }>>(
        `insert into rate_limit_counter as c (key, window_start, count)
         select x.key, ?::timestamptz, x.n from json_to_recordset(?::json) as x(key text, n int)
         on conflict (key) do update set
           count = case when c.window_start <= ?::timestamptz then excluded.count else c.count + excluded.count end,
           window_start = case when c.window_start <= ?::timestamptz then excluded.window_start else c.window_start end
         returning key, count, (extract(epoch from window_start) * 1000)::text as start_ms`,
        [at, JSON.stringify(hashed.map(({ key, n }) => ({ key, n }))), cutoff, cutoff],
      );
      return hashed.map(({ key, original }) => {
        const row = rows.find((r) => r.key === key);
        return { key: original, count: Number(row?.count ?? 0), windowStart: Number(row?.start_ms ?? now) };
      });
    },
  };
};
