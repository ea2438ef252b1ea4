import { landingPath } from "#core/identity/navigation/landing.ts";
import { visibleMenu, type MenuItem } from "#core/identity/navigation/menu.ts";
import { normalizeUserType } from "#core/access/permissions.ts";
import { BUILT_PAGES } from "../../../web/src/routes/route-table.ts";
import { MENU_LABELS_EN } from "#core/identity/navigation/menu-labels.ts";

interface MeAnswer {
  readonly userType: string;
  readonly permissions: readonly string[];
  readonly roleName: string;
}

/** What a user should see after sign-in, from core's rules and the screens this build has. */
export const expectedShell = (me: MeAnswer): { landing: string; sidebar: string[] } => {
  const userType = normalizeUserType(me.userType);
  if (userType === undefined) return { landing: "/not-found", sidebar: [] };
  const labels: string[] = [];
  const walk = (items: readonly MenuItem[]): void => {
    for (const item of items) {
      if (item.children !== undefined) walk(item.children);
      else if (item.path !== undefined && BUILT_PAGES[item.path] !== undefined)
        labels.push(MENU_LABELS_EN[item.key as keyof typeof MENU_LABELS_EN] ?? item.key);
    }
  };
  walk(visibleMenu(userType, me.permissions));
  return {
    landing: landingPath({ userType, permissions: me.permissions, roleName: me.roleName }),
    sidebar: labels,
  };
};
