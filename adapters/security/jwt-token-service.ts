import { SignJWT, jwtVerify } from "jose";
import type { AccessClaims, RefreshClaims } from "../../core/auth/claims.ts";
import type { TokenService } from "../../core/auth/ports.ts";

const ISSUER = "notisphere";

/**
 * HS256 tokens. Access and refresh tokens carry different audiences, so one can never be used as the other.
 * The key comes from JWT_SECRET or, when unset, from a random key the database keeps for every process.
 */
export const createJwtTokenService = (secret: string): TokenService => {
  const key = new TextEncoder().encode(secret);
  const sign = (claims: Record<string, unknown>, audience: string, ttlSeconds: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(key);
  const verify = async (token: string, audience: string) => {
    try {
      return (await jwtVerify(token, key, { issuer: ISSUER, audience, algorithms: ["HS256"] })).payload;
    } catch {
      return undefined;
    }
  };
  return {
    signAccess: (claims, ttl) => sign({ ...claims }, "access", ttl),
    signRefresh: (claims, ttl) => sign({ ...claims }, "refresh", ttl),
    async verifyAccess(token) {
      const payload = await verify(token, "access");
      if (!payload || typeof payload.sub !== "string" || !Array.isArray(payload.permission)) return undefined;
      return payload as unknown as AccessClaims;
    },
    async verifyRefresh(token) {
      const payload = await verify(token, "refresh");
      if (!payload || typeof payload.sub !== "string" || typeof payload.fam !== "string") return undefined;
      return payload as unknown as RefreshClaims;
    },
  };
};
