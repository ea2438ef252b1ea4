import { TooManyRequests } from "../../core/shared/errors.ts";

/**
 * A fixed-window counter per key (account e-mail, client address). Sign-in costs an argon2 verification
 * (tens of milliseconds of CPU), so unthrottled guessing is both a brute-force and a denial-of-service risk
 * (PERFORMANCE.md §8). Counters live in process memory: with several processes each enforces its own share,
 * which still bounds the rate; the account lockout in the database is the hard limit.
 */
export interface RateLimiter {
  /** Counts one attempt for every key; throws TooManyRequests when any key is over its limit. */
  hit(keys: readonly string[], now: number): void;
}

export const createRateLimiter = (options: {
  limit: number;
  windowMs: number;
  message: string;
}): RateLimiter => {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    hit(keys, now) {
      if (now - lastSweep > options.windowMs) {
        for (const [key, w] of windows) if (now - w.start >= options.windowMs) windows.delete(key);
        lastSweep = now;
      }
      let retryAfterMs = 0;
      for (const key of keys) {
        const current = windows.get(key);
        const w = current && now - current.start < options.windowMs ? current : { start: now, count: 0 };
        w.count += 1;
        windows.set(key, w);
        if (w.count > options.limit) retryAfterMs = Math.max(retryAfterMs, w.start + options.windowMs - now);
      }
      if (retryAfterMs > 0)
        throw new TooManyRequests({
          message: options.message,
          retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
        });
    },
  };
};
