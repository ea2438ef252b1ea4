import { useEffect } from "react";
import { fetchMe } from "../api/me-api.ts";
import { setMe, useSession } from "../session/session-store.ts";

/** The user profile is fetched at start (doc 1 §2.7) and again whenever a session begins without one. */
export const useProfileLoader = (): void => {
  const { signedIn } = useSession();
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    fetchMe()
      .then((me) => {
        if (!cancelled) setMe(me);
      })
      .catch((error: unknown) => console.warn("profile fetch failed", error));
    return () => {
      cancelled = true;
    };
  }, [signedIn]);
};
