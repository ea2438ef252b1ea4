import { useEffect } from "react";
import { AppShell, Box } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Outlet, useLocation } from "react-router-dom";
import { ToastHost } from "../shell/toast-host.tsx";
import "../i18n/catalogue-labels.ts";
import { QueryProvider } from "../app/query-provider.tsx";
import { DialogHost } from "../components/dialogs/dialog-host.tsx";
import { useTranslation } from "react-i18next";
import { useSession } from "../session/session-store.ts";
import { AppHeader } from "../shell/app-header.tsx";
import { Breadcrumbs } from "../shell/breadcrumbs.tsx";
import { Sidebar } from "../shell/sidebar.tsx";
import { LoadError } from "../components/load-error.tsx";
import { profileLoad } from "../shell/use-profile-loader.ts";
import { useSignal } from "../shell/use-signal.ts";

/**
 * Header, collapsible sidebar and content. Without a token the navigator is hidden and the screen's
 * guard sends the visitor to login. While access is denied the content is blurred under the denial modal.
 */
export const DefaultLayout = () => {
  const { t } = useTranslation();
  const session = useSession();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  const { pathname } = useLocation();
  const profileFailed = useSignal(profileLoad);
  // On a phone the navigation covers the page, so choosing a screen closes it.
  useEffect(closeMobile, [pathname, closeMobile]);
  if (!session.signedIn) return <Outlet />;
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 250, breakpoint: "sm", collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="md"
    >
      <a href="#main-content" className="skip-link">
        {t("app.skipToContent")}
      </a>
      <AppShell.Header>
        <AppHeader
          sidebarOpened={{ mobile: mobileOpened, desktop: desktopOpened }}
          onToggleMobile={toggleMobile}
          onToggleDesktop={toggleDesktop}
        />
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t("shell.mainNavigation")} component="nav" data-testid="navbar">
        <Sidebar />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" style={session.denied === null ? undefined : { filter: "blur(4px)" }}>
        <Box maw={1600} miw={0}>
          <Breadcrumbs />
          {profileFailed !== null ? (
            <Box mb="md">
              <LoadError error={profileFailed.error} onRetry={profileFailed.retry} testId="profile-error" />
            </Box>
          ) : null}
          <QueryProvider>
            <Outlet />
          </QueryProvider>
        </Box>
      </AppShell.Main>
      <DialogHost />
      <ToastHost />
    </AppShell>
  );
};
