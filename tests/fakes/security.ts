import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { AccessClaims, RefreshClaims } from "#core/identity/auth/claims.ts";
import type { PasswordHasher, Secrets, TokenService } from "#core/identity/auth/ports.ts";
import type { Clock, IdGenerator } from "#core/shared/ports.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A clock that stands still until a test moves it. */
export interface FakeClock extends Clock {
  set(at: Date): void;
  advanceSeconds(seconds: number): void;
}

export const createFakeClock = (start = new Date("2026-03-02T09:00:00.000Z")): FakeClock => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = at.getTime();
    },
    advanceSeconds: (seconds) => {
      current += seconds * 1000;
    },
  };
};

/** Ids in UUID v7 shape from a counter, so tests can predict them and see how many were taken. */
export const createCountingIds = (): IdGenerator & { readonly issued: () => number } => {
  let count = 0;
  return {
    next: () => `00000000-0000-7000-8000-${(++count).toString(16).padStart(12, "0")}`,
    issued: () => count,
  };
};

/**
 * Deterministic Secrets: tokens and codes come from counters (every one different), sha256 is the real one.
 * `queueCodes` makes the next numeric codes known values, e.g. to test a code that collides with a guess.
 */
export const createFakeSecrets = (): Secrets & { queueCodes(...codes: string[]): void } => {
  let tokens = 0;
  let codes = 0;
  const queued: string[] = [];
  return {
    randomToken: (bytes) => Buffer.from(`token-${++tokens}`.padEnd(bytes, ".")).toString("base64url"),
    numericCode: (digits) => {
      const next = queued.shift();
      if (next !== undefined) return next;
      // 7919 is prime to 10^digits, so successive codes differ and are spread over the range.
      return String((++codes * 7919 + 123_456) % 10 ** digits).padStart(digits, "0");
    },
    sha256,
    queueCodes: (...values) => queued.push(...values),
  };
};

/**
 * A salted, deliberately cheap PasswordHasher: `fake$<salt>$<sha256(salt:password)>`. Like argon2, the same
 * password hashes differently each time, and a malformed stored hash is a failed check rather than a crash.
 */
export const fakePasswordHash = (password: string, salt = "seed"): string =>
  `fake$${salt}$${sha256(`${salt}:${password}`)}`;

export const createFakeHasher = (): PasswordHasher => {
  let salts = 0;
  return {
    async hash(password) {
      return fakePasswordHash(password, `s${++salts}`);
    },
    async verify(hash, password) {
      const [scheme, salt, digest, ...rest] = hash.split("$");
      if (scheme !== "fake" || !salt || !digest || rest.length > 0) return false;
      return digest === sha256(`${salt}:${password}`);
    },
  };
};

/**
 * A TokenService that really encodes and checks: base64url JSON payload plus an HMAC-SHA256 signature. Like the
 * JWT one it separates access from refresh tokens by audience and refuses tampered or expired tokens; expiry is
 * read from the given clock, so tests can let time pass.
 */
export const createFakeTokenService = (clock: Clock, key = "test-signing-key"): TokenService => {
  const mac = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");
  const seconds = () => Math.floor(clock.now().getTime() / 1000);
  const sign = async (claims: object, aud: string, ttlSeconds: number) => {
    const payload = Buffer.from(JSON.stringify({ ...claims, aud, exp: seconds() + ttlSeconds })).toString(
      "base64url",
    );
    return `${payload}.${mac(payload)}`;
  };
  const verify = async (token: string, aud: string): Promise<Record<string, unknown> | undefined> => {
    const [payload, signature, ...rest] = token.split(".");
    if (!payload || !signature || rest.length > 0) return undefined;
    const expected = Buffer.from(mac(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    } catch {
      return undefined;
    }
    if (typeof claims !== "object" || claims === null) return undefined;
    const record = claims as Record<string, unknown>;
    if (record.aud !== aud || typeof record.exp !== "number" || record.exp <= seconds()) return undefined;
    const { aud: _aud, ...withoutAudience } = record;
    return withoutAudience;
  };
  return {
    signAccess: (claims, ttl) => sign(claims, "access", ttl),
    signRefresh: (claims, ttl) => sign(claims, "refresh", ttl),
    async verifyAccess(token) {
      const payload = await verify(token, "access");
      if (!payload || typeof payload.sub !== "string" || !Array.isArray(payload.permission)) return undefined;
      return payload as unknown as AccessClaims;
    },
    async verifyRefresh(token) {
      const payload = await verify(token, "refresh");
      if (!payload || typeof payload.sub !== "string" || typeof payload.fam !== "string") return undefined;
      const { exp: _exp, ...claims } = payload;
      return claims as unknown as RefreshClaims;
    },
  };
};
