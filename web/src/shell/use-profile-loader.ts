import { useEffect } from "react";
import { getMe } from "../api/generated/profile/profile.ts";
import { setMe, useSession } from "../session/session-store.ts";

/** The user profile is fetched at start and again whenever a session begins without one. */
export const useProfileLoader = (): void => {
  const { signedIn } = useSession();
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    getMe()
      .then((answer) => {
        if (!cancelled) setMe(answer.d);
      })
      .catch((error: unknown) => console.warn("profile fetch failed", error));
    return () => {
      cancelled = true;
    };
  }, [signedIn]);
};
