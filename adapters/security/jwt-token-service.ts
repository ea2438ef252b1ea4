import { SignJWT, jwtVerify } from "jose";
import type { AccessClaims, RefreshClaims } from "../../core/auth/claims.ts";
import type { TokenService } from "../../core/auth/ports.ts";

const ISSUER = "notisphere";

/**
 * HS256 tokens. Access and refresh tokens carry different audiences, so one can never be used as the other.
 * The key comes from JWT_SECRET or, when unset, from a random key the database keeps for every process.
 */
/** Verified access tokens kept per process; the signature check is the costliest step of a small request. */
const VERIFIED_CACHE_SIZE = 10_000;

export const createJwtTokenService = (secret: string, now: () => number = Date.now): TokenService => {
  // A token is immutable and signed: once verified, only its expiry can change the answer, so the claims are
  // kept (bounded, oldest dropped first) and `exp` is checked again on every use.
  const verified = new Map<string, AccessClaims>();
  const key = new TextEncoder().encode(secret);
  const sign = (claims: Record<string, unknown>, audience: string, ttlSeconds: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(key);
  // Every token must expire: a signed token without `exp` (say, minted with a leaked key) is refused.
  const verify = async (token: string, audience: string, requiredClaims: string[]) => {
    try {
      return (
        await jwtVerify(token, key, { issuer: ISSUER, audience, algorithms: ["HS256"], requiredClaims })
      ).payload;
    } catch {
      return undefined;
    }
  };
  return {
    signAccess: (claims, ttl) => sign({ ...claims }, "access", ttl),
    signRefresh: (claims, ttl) => sign({ ...claims }, "refresh", ttl),
    async verifyAccess(token) {
      const cached = verified.get(token);
      if (cached) {
        if (cached.exp * 1000 > now()) return cached;
        verified.delete(token);
        return undefined;
      }
      const payload = await verify(token, "access", ["exp", "sub", "sid", "mid"]);
      if (
        !payload ||
        typeof payload.exp !== "number" ||
        typeof payload.sub !== "string" ||
        typeof payload.sid !== "string" ||
        typeof payload.mid !== "string" ||
        !Array.isArray(payload.permission)
      )
        return undefined;
      const claims = payload as unknown as AccessClaims;
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
      verified.set(token, claims);
      return claims;
    },
    async verifyRefresh(token) {
      const payload = await verify(token, "refresh", ["exp"]);
      if (!payload || typeof payload.sub !== "string" || typeof payload.fam !== "string") return undefined;
      return payload as unknown as RefreshClaims;
    },
  };
};
