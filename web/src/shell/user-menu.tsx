import { useState } from "react";
import { Avatar, Menu, UnstyledButton, Group, Text, VisuallyHidden } from "@mantine/core";
import { IconLogout, IconSwitchHorizontal, IconUser } from "@tabler/icons-react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { canSwitchAccounts } from "#core/identity/navigation/menu.ts";
import { logout } from "../session/auth-actions.ts";
import { useSession } from "../session/session-store.ts";
import { SwitchAccounts } from "./switch-accounts.tsx";

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");

/**
 * My Profile, Switch Accounts and Logout. Switch Accounts shows with the operator permission (core
 * canSwitchAccounts) or when the user belongs to more than one organisation, since it can only switch among
 * its own memberships.
 */
export const UserMenu = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me, permissions } = useSession();
  const [switching, setSwitching] = useState(false);
  const memberships = me?.memberships ?? [];
  const maySwitch =
    me?.canSwitchAccounts === true || canSwitchAccounts(permissions) || memberships.length > 1;
  const name = me?.full_name || me?.email || "";

  const signOut = async (): Promise<void> => {
    const { ssoUrl } = await logout();
    // Signed in by single sign-on: the identity provider ends its session and sends the browser back to /login.
    if (ssoUrl !== null) window.location.assign(ssoUrl);
    else navigate("/login", { replace: true });
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton data-testid="user-menu">
            <Group gap={8} wrap="nowrap">
              <Avatar src={me?.photo ?? null} radius="xl" size="sm" color="blue" alt="" aria-hidden>
                {initials(name)}
              </Avatar>
              <Text size="sm" visibleFrom="sm" truncate maw={200}>
                {name}
              </Text>
              <VisuallyHidden>{t("shell.userMenu")}</VisuallyHidden>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconUser size={16} aria-hidden />} onClick={() => navigate("/account")}>
            {t("shell.myProfile")}
          </Menu.Item>
          {maySwitch ? (
            <Menu.Item
              leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
              onClick={() => setSwitching(true)}
            >
              {t("shell.switchAccounts")}
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
            {t("shell.logout")}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SwitchAccounts opened={switching} memberships={memberships} onClose={() => setSwitching(false)} />
    </>
  );
};
