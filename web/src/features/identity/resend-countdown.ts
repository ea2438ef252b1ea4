import { useEffect, useState } from "react";
import { isApiError } from "../../api/api-error.ts";

/**
 * After a code is sent, "Resend code" waits this long: the first mail usually arrives within it, and the server
 * refuses more than a few codes a minute anyway.
 */
export const RESEND_WAIT_SECONDS = 30;

/** Whole seconds from `now` to `until` (both epoch milliseconds), never negative. */
export const secondsLeft = (until: number, now: number): number =>
  Math.max(0, Math.ceil((until - now) / 1000));

/** How long to wait after a failed send: the server's Retry-After for a refusal by rate limit, else not at all. */
export const waitAfterFailure = (error: unknown): number =>
  isApiError(error) && error.status === 429 ? (error.retryAfterSeconds ?? RESEND_WAIT_SECONDS) : 0;

/** A countdown in whole seconds, ticking once a second while it runs. */
export const useCountdown = () => {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(until, now);
  useEffect(() => {
    if (left === 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  const start = (seconds: number): void => {
    const started = Date.now();
    setNow(started);
    setUntil(started + seconds * 1000);
  };
  return { left, start };
};
