import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { exchangeSso } from "../../api/generated/auth/auth.ts";
import type { TokenAnswer } from "../../api/auth-api.ts";
import { completeLogin } from "../../session/auth-actions.ts";

/**
 * Back from single sign-on the sign-in page's address carries ?sso=<code>: a single-use code for the outcome
 * the portal kept (a session or the refusal). It is redeemed once (the ref survives React's double effect in
 * development, and the code leaves the address at once so a reload or Back does not spend it again).
 */
export const useSsoLanding = (handlers: { onSignedIn: () => void; onRefused: (message: string) => void }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const code = new URLSearchParams(location.search).get("sso");
  const redeemed = useRef<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (code === null || redeemed.current === code) return;
    redeemed.current = code;
    const rest = new URLSearchParams(location.search);
    rest.delete("sso");
    navigate({ pathname: location.pathname, search: rest.size > 0 ? `?${rest}` : "" }, { replace: true });
    setFinishing(true);
    void (async () => {
      try {
        const answer = await exchangeSso({ code });
        await completeLogin(answer.d as unknown as TokenAnswer);
        latest.current.onSignedIn();
      } catch (caught) {
        latest.current.onRefused(caught instanceof Error ? caught.message : t("errors.unknown"));
      } finally {
        setFinishing(false);
      }
    })();
  }, [code, location.pathname, location.search, navigate, t]);

  return { finishing };
};
