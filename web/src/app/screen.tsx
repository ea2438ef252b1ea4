import { Suspense, useEffect } from "react";
import { Navigate, useLocation, useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { decideGuard } from "../routes/guard.ts";
import type { RouteDef } from "../routes/route-table.ts";
import { raiseDenied, useSession } from "../session/session-store.ts";
import { rememberDeepLink, storeDenied, storedDeniedEvent } from "../session/local-values.ts";
import { NotAvailablePage } from "../features/platform/not-available-page.tsx";
import { PageLoading } from "../components/page-loading.tsx";
import { PAGES } from "./page-registry.tsx";

const Redirect = ({ to, remember }: { to: string; remember?: string | undefined }) => {
  useEffect(() => {
    if (remember !== undefined) rememberDeepLink(remember);
  }, [remember]);
  return <Navigate to={to} replace />;
};

/** Permission denied: store the marker and ids, raise the state, go to the landing page. */
const Deny = ({ to }: { to: string }) => {
  const params = useParams();
  useEffect(() => {
    storeDenied(params.id, params.providerCommunicationId);
    raiseDenied({
      ...(params.id === undefined ? {} : { id: params.id }),
      ...(params.providerCommunicationId === undefined
        ? {}
        : { providerCommunicationId: params.providerCommunicationId }),
    });
  }, [params.id, params.providerCommunicationId]);
  return <Navigate to={to} replace />;
};

/** One table route: guard decision, page title, then the screen (or the honest not-available page). */
export const Screen = ({ route }: { route: RouteDef }) => {
  const location = useLocation();
  const session = useSession();
  const { t } = useTranslation();
  const title = t(`routes.${route.titleKey}`);

  useEffect(() => {
    document.title = `${title} | ${t("app.name")}`;
  }, [title, t]);

  const decision = decideGuard({
    pathname: location.pathname,
    search: location.search,
    session,
    deniedEvent: storedDeniedEvent(),
  });
  if (decision.kind === "redirect") return <Redirect to={decision.to} remember={decision.rememberDeepLink} />;
  if (decision.kind === "deny") return <Deny to={decision.to} />;

  const Page = route.page === undefined ? undefined : PAGES[route.page];
  return (
    <Suspense fallback={<PageLoading />}>
      {Page === undefined ? <NotAvailablePage title={title} /> : <Page />}
    </Suspense>
  );
};

/** The root path and unknown paths also go through the guard, so landing and not-found follow one rule. */
export const RootRedirect = () => {
  const location = useLocation();
  const session = useSession();
  const decision = decideGuard({
    pathname: location.pathname,
    search: location.search,
    session,
    deniedEvent: storedDeniedEvent(),
  });
  return <Navigate to={decision.kind === "redirect" ? decision.to : "/not-found"} replace />;
};
