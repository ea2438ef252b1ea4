import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { isPublicPath } from "#core/identity/navigation/route-access.ts";
import { SESSION_CHECK_INTERVAL_MS } from "#core/identity/session/constants.ts";
import { checkSession } from "#core/identity/session/token.ts";
import { authErrorCount } from "../api/api-events.ts";
import { refreshSession } from "../api/fetcher.ts";
import { loginPathFor } from "../session/redirect-target.ts";
import { refreshSnapshot, setMe } from "../session/session-store.ts";
import { accessClaims, getTokens, setTokens } from "../session/token-store.ts";

/**
 * The 10-second session check and the auth-error route back to login. The decision itself is
 * core's checkSession; this hook only supplies the clock, the last activity and the current page.
 */
export const useSessionWatch = (): void => {
  const navigate = useNavigate();
  const location = useLocation();
  const lastActivity = useRef<number | undefined>(undefined);
  const here = useRef(location);
  here.current = location;

  useEffect(() => {
    const touch = (): void => {
      lastActivity.current = Date.now();
    };
    const events = ["mousedown", "keydown", "scroll", "touchstart"] as const;
    for (const name of events) window.addEventListener(name, touch, { passive: true, capture: true });
    return () => {
      for (const name of events) window.removeEventListener(name, touch, { capture: true });
    };
  }, []);

  useEffect(() => {
    const toLogin = (): void => {
      const { pathname, search } = here.current;
      if (isPublicPath(pathname)) return;
      navigate(loginPathFor(pathname, search), { replace: true });
    };
    const tick = (): void => {
      if (getTokens() === null && isPublicPath(here.current.pathname)) return;
      const decision = checkSession({
        exp: accessClaims()?.exp,
        now: Date.now(),
        lastActivityAt: lastActivity.current,
      });
      if (decision === "logout") {
        if (getTokens() !== null) {
          setTokens(null);
          setMe(null);
        }
        toLogin();
      } else if (decision === "refresh") {
        void refreshSession();
      }
      refreshSnapshot();
    };
    const timer = window.setInterval(tick, SESSION_CHECK_INTERVAL_MS);
    const unsubscribe = authErrorCount.subscribe(toLogin);
    return () => {
      window.clearInterval(timer);
      unsubscribe();
    };
  }, [navigate]);
};
