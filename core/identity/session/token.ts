import { ACTIVITY_WINDOW_MS, REFRESH_WINDOW_MS } from "./constants.ts";

/** A token counts as valid only until its exp claim (seconds since the epoch); no exp means not valid. */
export const isTokenValid = (exp: number | null | undefined, nowSeconds: number): boolean =>
  typeof exp === "number" && Number.isFinite(exp) && nowSeconds < exp;

export interface RefreshInput {
  /** The access token's exp claim, in seconds since the epoch (as JWTs carry it). */
  readonly exp: number;
  /** Milliseconds since the epoch. */
  readonly now: number;
  /** Milliseconds since the epoch of the user's last interaction; undefined when there was none. */
  readonly lastActivityAt: number | undefined;
}

/**
 * The refresh decision of the 10-second check: refresh only when the token expires within 5 minutes,
 * has not expired yet, and the user was active within the 15 minutes before expiry. An idle user is left to
 * expire, which is the point: an unattended screen signs itself out.
 */
export const shouldRefresh = ({ exp, now, lastActivityAt }: RefreshInput): boolean => {
  const expiresAt = exp * 1000;
  if (!(expiresAt > now) || expiresAt - now > REFRESH_WINDOW_MS) return false;
  return lastActivityAt !== undefined && lastActivityAt >= expiresAt - ACTIVITY_WINDOW_MS;
};

export type SessionCheck = "logout" | "refresh" | "keep";

/**
 * One tick of the session check. No token: log out and go to login. An expired token is treated the
 * same way, because shouldRefresh never renews an expired token and a page left open must not keep showing data.
 */
export const checkSession = (
  input: { readonly exp: number | undefined } & Omit<RefreshInput, "exp">,
): SessionCheck => {
  if (input.exp === undefined || !isTokenValid(input.exp, input.now / 1000)) return "logout";
  return shouldRefresh({ exp: input.exp, now: input.now, lastActivityAt: input.lastActivityAt })
    ? "refresh"
    : "keep";
};
