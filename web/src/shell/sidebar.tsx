import { AppShell, NavLink, ScrollArea, Stack } from "@mantine/core";
import { Link, useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { visibleMenu, type MenuItem } from "#core/identity/navigation/menu.ts";
import { routeByPath } from "../routes/route-lookup.ts";
import { isAvailable } from "../routes/route-table.ts";
import { useSession } from "../session/session-store.ts";

/** Screens of later issues stay out of the sidebar until they exist; groups left empty disappear too. */
export const availableItems = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item): MenuItem[] => {
    if (item.children !== undefined) {
      const children = availableItems(item.children);
      return children.length === 0 ? [] : [{ ...item, children }];
    }
    const route = item.path === undefined ? undefined : routeByPath(item.path);
    return route !== undefined && isAvailable(route) ? [item] : [];
  });

/** Active for the item's own path and the screens beneath it (Recalls stays lit on a recall). */
const isActive = (path: string | undefined, pathname: string): boolean =>
  path !== undefined && (pathname === path || pathname.startsWith(`${path}/`));

const Item = ({ item, pathname }: { item: MenuItem; pathname: string }) => {
  const { t } = useTranslation();
  const label = t(item.key);
  if (item.children !== undefined) {
    const open = item.children.some((child) => isActive(child.path, pathname));
    return (
      <NavLink label={label} defaultOpened={open} childrenOffset="md">
        {item.children.map((child) => (
          <Item key={child.key + (child.path ?? "")} item={child} pathname={pathname} />
        ))}
      </NavLink>
    );
  }
  if (item.external === true) {
    return <NavLink label={label} href={item.path} target="_blank" rel="noopener noreferrer" component="a" />;
  }
  return (
    <NavLink
      label={label}
      component={Link}
      to={item.path ?? "/"}
      active={isActive(item.path, pathname)}
      aria-current={isActive(item.path, pathname) ? "page" : undefined}
    />
  );
};

/** The sidebar of the signed-in user's type, filtered by permission in core (visibleMenu). */
export const Sidebar = () => {
  const { userType, permissions } = useSession();
  const { pathname } = useLocation();
  const items = userType === undefined ? [] : availableItems(visibleMenu(userType, permissions));
  return (
    // The section grows to the navbar's height and scrolls within it, so a long menu (or a phone's short
    // screen) still reaches its last item.
    <AppShell.Section grow component={ScrollArea} type="auto" mih={0}>
      <Stack gap={2} data-testid="sidebar">
        {items.map((item) => (
          <Item key={item.key + (item.path ?? "")} item={item} pathname={pathname} />
        ))}
      </Stack>
    </AppShell.Section>
  );
};
