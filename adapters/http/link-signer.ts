import { createHmac, timingSafeEqual } from "node:crypto";
import type { AccessClaims } from "#core/identity/auth/claims.ts";

/** The query parameter that carries a download link's signature. */
export const SIGNED_LINK_PARAM = "signature";

/** Long enough to open the file in a new tab or in Excel, short enough that a leaked link soon dies. */
export const SIGNED_LINK_TTL_SECONDS = 5 * 60;

/**
 * Signs and checks download links (GUIDE: downloads use signed, expiring URLs). A link is bound to one exact
 * request (path and query) and carries the signer's access-token claims, so the download runs the same session
 * check as a Bearer call (a link dies with its session) and the handler's tenant checks with the signer as actor.
 */
export interface LinkSigner {
  sign(signer: AccessClaims, target: string, now: Date): { signature: string; expiresAt: Date };
  /** The signer, or undefined when the signature is forged, altered, for another request or expired. */
  verify(signature: string, target: string, now: Date): AccessClaims | undefined;
}

interface LinkPayload {
  readonly target: string;
  readonly exp: number;
  readonly signer: AccessClaims;
}

const base64url = (data: string | Buffer): string => Buffer.from(data).toString("base64url");

export const createLinkSigner = (tokenKey: string, ttlSeconds = SIGNED_LINK_TTL_SECONDS): LinkSigner => {
  // A key of its own, derived from the token key: a link signature can never pass for a JWT's, nor the reverse.
  const key = createHmac("sha256", tokenKey).update("notisphere download link v1").digest();
  const mac = (text: string): Buffer => createHmac("sha256", key).update(text).digest();
  return {
    sign(signer, target, now) {
      const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
      const body = base64url(JSON.stringify({ target, exp, signer } satisfies LinkPayload));
      return { signature: `${body}.${base64url(mac(body))}`, expiresAt: new Date(exp * 1000) };
    },
    verify(signature, target, now) {
      const [body, given, ...rest] = signature.split(".");
      if (!body || !given || rest.length > 0) return undefined;
      const expected = mac(body);
      const actual = Buffer.from(given, "base64url");
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
      const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as LinkPayload;
      if (payload.target !== target) return undefined;
      if (payload.exp * 1000 <= now.getTime()) return undefined;
      return payload.signer;
    },
  };
};

/**
 * The request a link stands for: the path as sent and its query without the signature, parameters sorted so
 * their order does not matter. Any other change (another id, another filter) is another request.
 */
export const linkTarget = (url: string): string => {
  const parsed = new URL(url, "http://link.invalid");
  const query = new URLSearchParams(
    [...parsed.searchParams]
      .filter(([name]) => name !== SIGNED_LINK_PARAM)
      .sort(([a, av], [b, bv]) => a.localeCompare(b) || av.localeCompare(bv)),
  ).toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
};
