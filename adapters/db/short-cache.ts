/**
 * A small per-process cache of database reads that may be a few seconds old (session states, GET /me data).
 * Concurrent misses of one key share one load; `forget` drops entries at once, and a load that was already
 * running when `forget` was called is neither kept nor joined, so this process never serves what it has just
 * changed.
 */
export interface ShortCache<V> {
  get(key: string, load: () => Promise<{ value: V; owner: string }>): Promise<V>;
  /** Drops entries whose key starts with one of `keyPrefixes` or whose owner (say, a user id) is `owner`. */
  forget(which: { readonly keyPrefixes?: readonly string[]; readonly owner?: string }): void;
}

export const createShortCache = <V>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ShortCache<V> => {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; owner: string; expires: number }>();
  const inFlight = new Map<string, { loading: Promise<{ value: V; owner: string }>; epoch: number }>();
  let epoch = 0;
  return {
    async get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      // A load started before the last `forget` may have read the old state: a caller arriving after the
      // change starts its own load instead of joining it.
      const pending = inFlight.get(key);
      if (pending && pending.epoch === epoch) return (await pending.loading).value;
      const startedAt = epoch;
      const loading = load().finally(() => {
        if (inFlight.get(key)?.loading === loading) inFlight.delete(key);
      });
      inFlight.set(key, { loading, epoch: startedAt });
      const { value, owner } = await loading;
      if (options.ttlMs > 0 && startedAt === epoch) {
        entries.delete(key);
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value, owner, expires: now() + options.ttlMs });
      }
      return value;
    },
    forget({ keyPrefixes = [], owner }) {
      epoch += 1;
      for (const [key, entry] of entries)
        if (
          keyPrefixes.some((prefix) => key.startsWith(prefix)) ||
          (owner !== undefined && entry.owner === owner)
        )
          entries.delete(key);
    },
  };
};
