import { matchPath } from "react-router-dom";
import { ROUTES, type RouteDef } from "./route-table.ts";

export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** The table entry for a location; static paths win over parameterised ones, as in react-router. */
export const matchRoute = (pathname: string): RouteMatch | null => {
  let best: RouteMatch | null = null;
  for (const route of ROUTES) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match === null) continue;
    const dynamic = (route.path.match(/:/g) ?? []).length;
    if (best === null || dynamic < (best.route.path.match(/:/g) ?? []).length) {
      best = { route, params: match.params };
    }
  }
  return best;
};

const staticPrefix = (path: string): string[] => {
  const segments = path.split("/").filter(Boolean);
  const firstParam = segments.findIndex((s) => s.startsWith(":"));
  return firstParam === -1 ? segments : segments.slice(0, firstParam);
};

/**
 * The breadcrumb parent: the nearest table route (without parameters) whose path is a proper prefix of this
 * one, e.g. /notisphere/locations for /notisphere/locations/edit/:id and /account for /account/edit.
 */
export const parentRoute = (route: RouteDef): RouteDef | undefined => {
  const segments = staticPrefix(route.path);
  for (let length = segments.length - 1; length >= 1; length -= 1) {
    const candidate = `/${segments.slice(0, length).join("/")}`;
    if (candidate === route.path) continue;
    const found = ROUTES.find((r) => r.path === candidate);
    if (found !== undefined) return found;
  }
  return undefined;
};

/** Breadcrumb trail after Home, outermost first, ending with the route itself. */
export const breadcrumbTrail = (route: RouteDef): readonly RouteDef[] => {
  const trail: RouteDef[] = [route];
  let parent = parentRoute(route);
  while (parent !== undefined) {
    trail.unshift(parent);
    parent = parentRoute(parent);
  }
  return trail;
};

export const routeByPath = (path: string): RouteDef | undefined => ROUTES.find((r) => r.path === path);
