import type { TokenAnswer } from "../api/auth-api.ts";
import { idpLogout, logout as logoutCall } from "../api/generated/auth/auth.ts";
import { serverVersion } from "../api/api-events.ts";
import { getMe } from "../api/generated/profile/profile.ts";
import { setMe } from "./session-store.ts";
import { getTokens, setTokens } from "./token-store.ts";

/** Stores the new token pair and loads the profile; the caller decides where to go next. */
export const completeLogin = async (answer: TokenAnswer): Promise<void> => {
  setTokens({ access_token: answer.access_token, refresh_token: answer.refresh_token });
  try {
    setMe((await getMe()).d);
  } catch (error) {
    // The tokens are good; the header simply waits for the next /me (a failed fetch is only logged).
    console.warn("profile fetch failed", error);
  }
};

/**
 * Logout clears the session and the new-version flag; the server calls are best effort. A single sign-on
 * session first asks for its identity provider's sign-out address (GET /auth/idp/logout, while the token is
 * still good): the caller sends the browser there so the provider's session ends too.
 */
export const logout = async (): Promise<{ ssoUrl: string | null }> => {
  const tokens = getTokens();
  let ssoUrl: string | null = null;
  if (tokens !== null) {
    try {
      ssoUrl = (await idpLogout()).d.ssoUrl;
    } catch (error) {
      console.warn("identity provider sign-out address unavailable", error);
    }
    try {
      await logoutCall({ refresh_token: tokens.refresh_token });
    } catch (error) {
      console.warn("logout call failed", error);
    }
  }
  setTokens(null);
  setMe(null);
  serverVersion.set(null);
  return { ssoUrl };
};
