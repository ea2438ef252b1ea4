import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router-dom";
import { isVersionPromptExempt } from "#core/identity/session/version.ts";
import { serverVersion } from "../api/api-events.ts";
import { useSession } from "../session/session-store.ts";
import { LoadingIndicator } from "./loading-indicator.tsx";
import { useProfileLoader } from "./use-profile-loader.ts";
import { useSessionWatch } from "./use-session-watch.ts";
import { useSignal } from "./use-signal.ts";

// Both prompts are rare, so their code loads only when one has to show.
const DenialModal = lazy(async () => ({ default: (await import("./denial-modal.tsx")).DenialModal }));
const VersionPrompt = lazy(async () => ({ default: (await import("./version-prompt.tsx")).VersionPrompt }));

const STORED_VERSION = "appVersion";

/** Everything that lives above every layout: session check, profile fetch, prompts, loading overlay. */
export const AppRoot = () => {
  useSessionWatch();
  useProfileLoader();
  const { denied } = useSession();
  const version = useSignal(serverVersion);
  const { pathname } = useLocation();
  const promptVersion =
    version !== null && !isVersionPromptExempt(pathname) && localStorage.getItem(STORED_VERSION) !== version;
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <LoadingIndicator />
      <Suspense fallback={null}>
        {promptVersion ? <VersionPrompt version={version} storageKey={STORED_VERSION} /> : null}
        {denied !== null ? <DenialModal /> : null}
      </Suspense>
    </>
  );
};
