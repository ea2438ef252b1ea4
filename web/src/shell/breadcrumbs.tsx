import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from "@mantine/core";
import { Link, useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { breadcrumbTrail, matchRoute } from "../routes/route-lookup.ts";

/** Home, then the route's parents from the table, then the page itself. */
export const Breadcrumbs = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  if (match === null) return null;
  const trail = breadcrumbTrail(match.route);
  return (
    <nav aria-label={t("shell.breadcrumb")}>
      <MantineBreadcrumbs mb="sm" fz="sm" data-testid="breadcrumb">
        <Anchor component={Link} to="/">
          {t("app.home")}
        </Anchor>
        {trail.map((route, index) =>
          index === trail.length - 1 || route.path.includes(":") ? (
            <Text key={route.path} size="sm" aria-current={index === trail.length - 1 ? "page" : undefined}>
              {t(`routes.${route.titleKey}`)}
            </Text>
          ) : (
            <Anchor key={route.path} component={Link} to={route.path}>
              {t(`routes.${route.titleKey}`)}
            </Anchor>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
};
