import { REMEMBERED_QUERY_PARAMS } from "#core/identity/navigation/route-access.ts";

/** Whether a location carries one of the deep-link parameters remembered across sign-in. */
export const hasDeepLinkParams = (search: string): boolean => {
  const params = new URLSearchParams(search);
  return REMEMBERED_QUERY_PARAMS.some((name) => params.has(name));
};

/**
 * A redirect target is only ever an in-app path: anything else (another origin, "//host", the login page
 * itself) is dropped so a crafted link cannot bounce a user off-site after sign-in.
 */
export const safeRedirect = (target: string | null | undefined): string | null => {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return null;
  if (target === "/login" || target.startsWith("/login?")) return null;
  return target;
};

export const loginPathFor = (pathname: string, search: string): string => {
  const target = `${pathname}${search}`;
  return target === "/" ? "/login" : `/login?redirect=${encodeURIComponent(target)}`;
};
