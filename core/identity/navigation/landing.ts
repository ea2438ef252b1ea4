import { normalizeUserType, ROLE_NAMES, type UserType } from "../../access/permissions.ts";
import { matchRoute, passesPermission } from "./route-access.ts";

export interface LandingInput {
  /** As stored in the session; NOTI is read as the operator, anything unknown lands on not found. */
  readonly userType: string | null | undefined;
  readonly permissions: readonly string[];
  readonly roleName?: string | null | undefined;
  /** The locally stored denied marker with the event the user could not open. */
  readonly accessDenied?: { readonly id: string; readonly providerCommunicationId: string } | undefined;
}

export const NOT_FOUND_PATH = "/not-found";

const DASHBOARD: Record<UserType, string> = {
  NOTISPHERE: "/notisphere/dashboard",
  PROV: "/provider/dashboard",
  SUPP: "/supplier/dashboard",
};

const RESPONSES: Partial<Record<UserType, string>> = {
  NOTISPHERE: "/notisphere/er-response",
  PROV: "/provider/er-response",
};

const RECALLS: Record<UserType, string> = {
  NOTISPHERE: "/notisphere/recalls",
  PROV: "/provider/recalls",
  SUPP: "/supplier/recalls",
};

/** Role names compare without regard to case or surrounding blanks, as operators type them into the roles page. */
const sameRole = (a: string | null | undefined, b: string): boolean =>
  a != null && a.trim().toLowerCase() === b.toLowerCase();

/** A role's landing page counts only when the user may open it; otherwise the type rule decides. */
const reachable = (path: string | undefined, permissions: readonly string[]): path is string =>
  path !== undefined && passesPermission(matchRoute(path)?.permissions, permissions);

const byRoleName = (type: UserType, input: LandingInput): string | undefined => {
  const candidate = sameRole(input.roleName, ROLE_NAMES.responder)
    ? RESPONSES[type]
    : sameRole(input.roleName, ROLE_NAMES.recallCoordinator)
      ? RECALLS[type]
      : sameRole(input.roleName, ROLE_NAMES.sourcingCoordinator)
        ? DASHBOARD[type]
        : undefined;
  return reachable(candidate, input.permissions) ? candidate : undefined;
};

const byUserType = (type: UserType, permissions: readonly string[]): string => {
  if (type !== "PROV") return DASHBOARD[type];
  if (passesPermission(["View_Dashboard", "Provider_ViewDashboard"], permissions)) return DASHBOARD.PROV;
  if (permissions.includes("Provider_ManageRecalls")) return RECALLS.PROV;
  if (permissions.includes("Provider_ManageDisruption")) return "/provider/product-disruption";
  return DASHBOARD.PROV;
};

/**
 * Where the root path leads. Order: the stored denied marker first (the user must see why they
 * were turned away), then the special role names, then the user-type rule.
 */
export const landingPath = (input: LandingInput): string => {
  if (input.accessDenied !== undefined) {
    const { id, providerCommunicationId } = input.accessDenied;
    return `/provider/product-disruption/accessdenied/${encodeURIComponent(id)}/${encodeURIComponent(providerCommunicationId)}`;
  }
  const type = normalizeUserType(input.userType);
  if (type === undefined) return NOT_FOUND_PATH;
  return byRoleName(type, input) ?? byUserType(type, input.permissions);
};
