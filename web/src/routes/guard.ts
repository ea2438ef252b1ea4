import { landingPath } from "#core/identity/navigation/landing.ts";
import { routeAccess } from "#core/identity/navigation/route-access.ts";
import { hasDeepLinkParams, loginPathFor, safeRedirect } from "../session/redirect-target.ts";
import type { Session } from "../session/session-store.ts";
import { matchRoute, type RouteMatch } from "./route-lookup.ts";

/**
 * The route guard as one decision per navigation; the React side only carries it out. The rules
 * themselves (who may open what, where a user lands) are core's routeAccess and landingPath.
 */
export type GuardDecision =
  | { readonly kind: "render"; readonly match: RouteMatch }
  | { readonly kind: "redirect"; readonly to: string; readonly rememberDeepLink?: string }
  | { readonly kind: "deny"; readonly match: RouteMatch; readonly to: string };

export interface GuardInput {
  readonly pathname: string;
  readonly search: string;
  readonly session: Pick<Session, "signedIn" | "userType" | "permissions" | "roleName">;
  readonly deniedEvent?: { id: string; providerCommunicationId: string } | undefined;
}

export const landingFor = (input: Pick<GuardInput, "session" | "deniedEvent">): string =>
  landingPath({
    userType: input.session.userType,
    permissions: input.session.permissions,
    roleName: input.session.roleName,
    accessDenied: input.deniedEvent,
  });

export const decideGuard = (input: GuardInput): GuardDecision => {
  const { pathname, search, session } = input;
  if (pathname === "/" || pathname === "") {
    return { kind: "redirect", to: session.signedIn ? landingFor(input) : "/login" };
  }
  const match = matchRoute(pathname);
  if (match === null) return { kind: "redirect", to: "/not-found" };
  if (pathname === "/login" && session.signedIn) {
    const redirect = safeRedirect(new URLSearchParams(search).get("redirect"));
    return { kind: "redirect", to: redirect ?? landingFor(input) };
  }
  const viewer =
    session.signedIn && session.userType !== undefined
      ? { userType: session.userType, permissions: session.permissions }
      : undefined;
  switch (routeAccess(viewer, pathname)) {
    case "allow":
      return { kind: "render", match };
    case "notFound":
      return { kind: "redirect", to: "/not-found" };
    case "login": {
      const target = `${pathname}${search}`;
      return {
        kind: "redirect",
        to: loginPathFor(pathname, search),
        ...(hasDeepLinkParams(search) ? { rememberDeepLink: target } : {}),
      };
    }
    case "wrongUserType":
      return { kind: "redirect", to: "/forbidden" };
    case "permissionDenied":
      return { kind: "deny", match, to: landingFor({ session }) };
  }
};
