import type { CounterStore } from "#core/identity/auth/ports.ts";
import { TooManyRequests } from "#core/shared/errors.ts";

/**
 * Sign-in costs an argon2 verification (tens of milliseconds of CPU), so guessing is both a brute-force and a
 * denial-of-service risk. Failures are what is limited, strictly per account and client
 * address, so one attacker's failures never throttle the account's owner elsewhere (the database lockout after
 * five wrong passwords is the account-wide limit, ADR 3). Successes only meet a much higher ceiling per
 * address, so a hospital's whole shift can sign in behind one shared address.
 */
export interface AttemptLimiter {
  /**
   * Before an attempt: counts it everywhere, as a failure until `succeeded` says otherwise, so a burst of
   * parallel guesses is limited before any of them has been checked; 429 when any limit is exceeded.
   */
  admit(address: string, account: string | undefined, now: number): Promise<void>;
  /** After an admitted attempt that did not fail (or never ran): takes back its provisional failure. */
  succeeded(address: string, account: string | undefined, now: number): Promise<void>;
}

/** How many per minute, as multiples of LOGIN_ATTEMPTS_PER_MINUTE (documented in the README and ADR 3). */
export const LIMIT_MULTIPLES = {
  signIn: { everyPerAddress: 30, failuresPerAddress: 5, failuresPerAccountAndAddress: 1 },
  code: { everyPerAddress: 5, everyPerAccountAndAddress: 1 },
} as const;

interface Rule {
  readonly key: string;
  readonly limit: number;
  readonly counts: "every" | "failures";
}

export const WINDOW_MS = 60_000;

export const createAttemptLimiter = (options: {
  store: CounterStore;
  kind: "signIn" | "code";
  perMinute: number;
  message: string;
  /** Prefix of every key: deployments (or tests) sharing one database keep separate counters. */
  scope?: string;
}): AttemptLimiter => {
  const { perMinute } = options;
  const prefix = `${options.scope ?? ""}${options.kind}:`;
  const rules = (address: string, account: string | undefined): Rule[] => {
    const pair = account === undefined ? [] : [`account:${account.trim().toLowerCase()}|address:${address}`];
    if (options.kind === "signIn") {
      const m = LIMIT_MULTIPLES.signIn;
      return [
        { key: `every|address:${address}`, limit: perMinute * m.everyPerAddress, counts: "every" },
        { key: `failures|address:${address}`, limit: perMinute * m.failuresPerAddress, counts: "failures" },
        ...pair.map((key): Rule => ({
          key: `failures|${key}`,
          limit: perMinute * m.failuresPerAccountAndAddress,
          counts: "failures",
        })),
      ];
    }
    const m = LIMIT_MULTIPLES.code;
    return [
      { key: `every|address:${address}`, limit: perMinute * m.everyPerAddress, counts: "every" },
      ...pair.map((key): Rule => ({
        key: `every|${key}`,
        limit: perMinute * m.everyPerAccountAndAddress,
        counts: "every",
      })),
    ];
  };
  return {
    async admit(address, account, now) {
      const list = rules(address, account);
      const counts = await options.store.bump(
        list.map((r) => ({ key: prefix + r.key, add: 1 })),
        WINDOW_MS,
        now,
      );
      let retryAfterMs = 0;
      for (const rule of list) {
        const current = counts.find((c) => c.key === prefix + rule.key);
        // The attempt counts itself, so it is over at limit + 1.
        if (current && current.count > rule.limit)
          retryAfterMs = Math.max(retryAfterMs, current.windowStart + WINDOW_MS - now);
      }
      if (retryAfterMs > 0)
        throw new TooManyRequests({
          message: options.message,
          retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
        });
    },
    async succeeded(address, account, now) {
      const failures = rules(address, account).filter((r) => r.counts === "failures");
      if (failures.length > 0)
        await options.store.bump(
          failures.map((r) => ({ key: prefix + r.key, add: -1 })),
          WINDOW_MS,
          now,
        );
    },
  };
};
