import { Burger, Group, Image, Text } from "@mantine/core";
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

/** Organisation logo or name, the sidebar toggle, language and the user menu. */
export const AppHeader = ({ sidebarOpened, onToggleMobile, onToggleDesktop }: Props) => {
  const { t } = useTranslation();
  const { me } = useSession();
  const organization = me?.organization;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={sidebarOpened.mobile}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={t("shell.toggleSidebar")}
        />
        <Burger
          opened={sidebarOpened.desktop}
          onClick={onToggleDesktop}
          visibleFrom="sm"
          size="sm"
          aria-label={t("shell.toggleSidebar")}
          data-testid="sidebar-toggle"
        />
        <Brand />
        {organization?.profile_photo ? (
          <Image src={organization.profile_photo} alt={organization.name} h={32} w="auto" fit="contain" />
        ) : organization ? (
          <Text fw={600} c="gray.8" truncate data-testid="organization-name">
            {organization.name}
          </Text>
        ) : null}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageSwitch />
        <UserMenu />
      </Group>
    </Group>
  );
};
