import { Box, Burger, Group, Image, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSession } from "../session/session-store.ts";
import { Brand } from "./brand.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { UserMenu } from "./user-menu.tsx";

interface Props {
  readonly sidebarOpened: { mobile: boolean; desktop: boolean };
  readonly onToggleMobile: () => void;
  readonly onToggleDesktop: () => void;
}

/**
 * Organisation logo or name, the sidebar toggle, language and the user menu. The right-hand controls never
 * shrink, so on a phone they stay on screen and the organisation name gives way (truncated, full name in its
 * title); the product mark shows only when there is room for it beside the organisation.
 */
export const AppHeader = ({ sidebarOpened, onToggleMobile, onToggleDesktop }: Props) => {
  const { t } = useTranslation();
  const { me } = useSession();
  const organization = me?.organization;
  return (
    <Group h="100%" px={{ base: "xs", sm: "md" }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        <Burger
          opened={sidebarOpened.mobile}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={t("shell.toggleSidebar")}
          aria-expanded={sidebarOpened.mobile}
          data-testid="mobile-menu-toggle"
        />
        <Burger
          opened={sidebarOpened.desktop}
          onClick={onToggleDesktop}
          visibleFrom="sm"
          size="sm"
          aria-label={t("shell.toggleSidebar")}
          aria-expanded={sidebarOpened.desktop}
          data-testid="sidebar-toggle"
        />
        <Box visibleFrom={organization ? "md" : undefined} style={{ flexShrink: 0 }}>
          <Brand />
        </Box>
        {organization?.profile_photo ? (
          <Image
            src={organization.profile_photo}
            alt={organization.name}
            data-testid="organization-logo"
            h={32}
            w="auto"
            maw="100%"
            fit="contain"
            miw={0}
          />
        ) : organization ? (
          <Text
            fw={600}
            c="gray.8"
            truncate="end"
            miw={0}
            title={organization.name}
            data-testid="organization-name"
          >
            {organization.name}
          </Text>
        ) : null}
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <LanguageSwitch />
        <UserMenu />
      </Group>
    </Group>
  );
};
