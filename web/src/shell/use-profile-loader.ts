import { useCallback, useEffect, useState } from "react";
import { getMe } from "../api/generated/profile/profile.ts";
import { setMe, useSession } from "../session/session-store.ts";

/**
 * Why the last profile fetch failed (null when it did not), with the way to try again: the signed-in layout
 * shows it above the screen, since the header's name, the organisation and the profile screens need /me.
 */
type ProfileLoad = { readonly error: unknown; readonly retry: () => void } | null;
const listeners = new Set<() => void>();
let current: ProfileLoad = null;
export const profileLoad = {
  get: (): ProfileLoad => current,
  set: (next: ProfileLoad): void => {
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The user profile is fetched at start and again whenever a session begins without one. */
export const useProfileLoader = (): void => {
  const { signedIn } = useSession();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    getMe()
      .then((answer) => {
        if (cancelled) return;
        profileLoad.set(null);
        setMe(answer.d);
      })
      .catch((error: unknown) => {
        console.warn("profile fetch failed", error);
        if (!cancelled) profileLoad.set({ error, retry });
      });
    return () => {
      cancelled = true;
    };
  }, [signedIn, attempt, retry]);
};
