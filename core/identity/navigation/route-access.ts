import type { Permission, UserType } from "../../access/permissions.ts";

/**
 * The spec's permission check: an item that lists no permission passes; otherwise holding any one
 * listed permission passes. Used by the HTTP route contracts and by the web route table alike.
 */
export const passesPermission = (required: readonly string[] | undefined, held: readonly string[]): boolean =>
  required === undefined || required.length === 0 || required.some((permission) => held.includes(permission));

/** Who may open a screen: anyone (public), any signed-in user, or a signed-in user of one type. */
export type RouteAudience = "public" | "any" | UserType;

export interface RouteRule {
  readonly path: string;
  readonly access: RouteAudience;
  /** Any one of these passes; an empty list needs none. */
  readonly permissions: readonly Permission[];
  readonly note?: string;
}

/**
 * Every screen of ../shared/spec/routes.tsv. One exception, on purpose: the operator dashboard lists
 * Notisphere_ViewDashboard only as its menu permission (the route itself names none), and it is the
 * operator's landing page, so guarding it would bounce an operator without that permission in a loop.
 */
export const ROUTE_RULES: readonly RouteRule[] = [
  { path: "/verify-email", access: "public", permissions: [], note: "simple layout" },
  { path: "/reset-password", access: "public", permissions: [], note: "simple layout" },
  { path: "/login", access: "public", permissions: [], note: "simple layout" },
  { path: "/forgot-password", access: "public", permissions: [], note: "simple layout" },
  { path: "/success", access: "public", permissions: [], note: "simple layout" },
  { path: "/success-signup", access: "public", permissions: [], note: "simple layout" },
  {
    path: "/registration/:name",
    access: "public",
    permissions: [],
    note: "simple layout; self-registration link",
  },
  { path: "/delegate-webform", access: "public", permissions: [], note: "custom layout" },
  { path: "/supplier-delegate-webform", access: "public", permissions: [], note: "custom layout" },
  { path: "/provider/recall-notice-webform", access: "public", permissions: [], note: "custom layout" },
  {
    path: "/provider/recall-notice-webform/confirmation/:organizationId/:communicationId/:providerCommunicationId/:communicationType",
    access: "public",
    permissions: [],
    note: "custom layout",
  },
  { path: "/provider/disruption-notice-webform", access: "public", permissions: [], note: "custom layout" },
  {
    path: "/provider/disruption-notice-webform/confirmation/:organizationId/:communicationId/:providerCommunicationId/:communicationType",
    access: "public",
    permissions: [],
    note: "custom layout",
  },
  {
    path: "/supplier/sales-rep/disruption-webform",
    access: "public",
    permissions: [],
    note: "custom layout",
  },
  {
    path: "/provider/product-disruption/accessdenied/:id/:providerCommunicationId",
    access: "public",
    permissions: [],
    note: "access denied",
  },
  { path: "/not-found", access: "any", permissions: [] },
  { path: "/forbidden", access: "any", permissions: [] },
  { path: "/account", access: "any", permissions: [], note: "Profile" },
  { path: "/account/edit", access: "any", permissions: [] },
  { path: "/faqs", access: "any", permissions: [] },
  { path: "/contact-us", access: "any", permissions: [] },
  { path: "/user-guide", access: "any", permissions: [] },
  {
    path: "/notisphere/dashboard",
    access: "NOTISPHERE",
    permissions: [],
    note: "menu permission Notisphere_ViewDashboard",
  },
  { path: "/notisphere/key-metrics", access: "NOTISPHERE", permissions: ["Notisphere_ViewKeyMetrics"] },
  { path: "/notisphere/providers", access: "NOTISPHERE", permissions: ["Notisphere_ManageProviders"] },
  {
    path: "/notisphere/providers/contact-info/:organizationId",
    access: "NOTISPHERE",
    permissions: ["Notisphere_ManageProviders"],
  },
  {
    path: "/notisphere/er-response",
    access: "NOTISPHERE",
    permissions: ["NotiSphere_ResponderRole", "Notisphere_ProviderReadOnly"],
  },
  {
    path: "/notisphere/recalls",
    access: "NOTISPHERE",
    permissions: ["Notisphere_ManageRecalls", "Notisphere_ProviderReadOnly"],
  },
  {
    path: "/notisphere/recalls/view/:id",
    access: "NOTISPHERE",
    permissions: ["Notisphere_ManageRecalls", "Notisphere_ProviderReadOnly"],
  },
  {
    path: "/notisphere/recalls/view/:id/:recallSiteId",
    access: "NOTISPHERE",
    permissions: ["Notisphere_ManageRecalls", "Notisphere_ProviderReadOnly"],
  },
  { path: "/notisphere/roles", access: "NOTISPHERE", permissions: ["Notisphere_ManageRoles"] },
  { path: "/notisphere/suppliers", access: "NOTISPHERE", permissions: ["Notisphere_ManageSuppliers"] },
  { path: "/notisphere/users", access: "NOTISPHERE", permissions: ["Notisphere_ManageUsers"] },
  { path: "/notisphere/faqs", access: "NOTISPHERE", permissions: ["Notisphere_ManageFAQs"] },
  {
    path: "/notisphere/email-templates",
    access: "NOTISPHERE",
    permissions: ["Notisphere_ManageEmailTemplates"],
  },
  {
    path: "/notisphere/email-templates/edit/:id",
    access: "NOTISPHERE",
    permissions: ["Notisphere_ManageEmailTemplates"],
  },
  {
    path: "/notisphere/content-management",
    access: "NOTISPHERE",
    permissions: ["Notisphere_ManageEmailTemplates"],
  },
  { path: "/notisphere/locations", access: "NOTISPHERE", permissions: ["Notisphere_ManageLocations"] },
  {
    path: "/notisphere/locations-verification",
    access: "NOTISPHERE",
    permissions: ["Notisphere_ManageLocations"],
  },
  {
    path: "/notisphere/location-pre-processor",
    access: "NOTISPHERE",
    permissions: ["Notisphere_ManageLocations"],
  },
  { path: "/notisphere/known-providers", access: "NOTISPHERE", permissions: ["Notisphere_ManageLocations"] },
  { path: "/notisphere/locations/new", access: "NOTISPHERE", permissions: ["Notisphere_ManageLocations"] },
  {
    path: "/notisphere/locations/view/:id",
    access: "NOTISPHERE",
    permissions: ["Notisphere_ManageLocations"],
  },
  {
    path: "/notisphere/locations/edit/:id",
    access: "NOTISPHERE",
    permissions: ["Notisphere_ManageLocations"],
  },
  { path: "/notisphere/quick-links", access: "NOTISPHERE", permissions: [], note: "any permission" },
  { path: "/notisphere/lookup-values", access: "NOTISPHERE", permissions: ["Notisphere_ManageLookupValues"] },
  { path: "/notisphere/fields", access: "NOTISPHERE", permissions: ["Notisphere_ManageProductFields"] },
  {
    path: "/notisphere/manage-user-guide",
    access: "NOTISPHERE",
    permissions: ["Notisphere_ManageUserGuides"],
  },
  {
    path: "/notisphere/manage-supplier-list",
    access: "NOTISPHERE",
    permissions: ["Notisphere_ManageUserGuides"],
    note: "Manage Supplier Master",
  },
  { path: "/notisphere/fda-devices", access: "NOTISPHERE", permissions: ["Notisphere_ViewFDAInformation"] },
  { path: "/notisphere/fda-drugs", access: "NOTISPHERE", permissions: ["Notisphere_ViewFDAInformation"] },
  { path: "/notisphere/billing", access: "NOTISPHERE", permissions: ["Notisphere_ManageBilling"] },
  {
    path: "/notisphere/billing/view/:organizationId/:organizationName",
    access: "NOTISPHERE",
    permissions: ["Notisphere_ManageBilling"],
  },
  { path: "/provider/dashboard", access: "PROV", permissions: [] },
  { path: "/provider/recalls", access: "PROV", permissions: ["Provider_ManageRecalls"] },
  { path: "/provider/recalls/new", access: "PROV", permissions: ["Provider_ManageRecalls"] },
  { path: "/provider/recalls/edit/:id", access: "PROV", permissions: ["Provider_ManageRecalls"] },
  {
    path: "/provider/recalls/view/:id/:providerCommunicationId",
    access: "PROV",
    permissions: ["Provider_ManageRecalls"],
  },
  { path: "/provider/er-response", access: "PROV", permissions: ["Provider_ResponderRole"] },
  {
    path: "/provider/fda",
    access: "PROV",
    permissions: ["Provider_ManageRecalls"],
    note: "FDA Recalls Reference",
  },
  {
    path: "/provider/product-disruption",
    access: "PROV",
    permissions: ["Provider_ManageDisruption"],
    note: "Supply Advisories",
  },
  { path: "/provider/product-disruption/new", access: "PROV", permissions: ["Provider_ManageDisruption"] },
  {
    path: "/provider/product-disruption/edit/:id",
    access: "PROV",
    permissions: ["Provider_ManageDisruption"],
  },
  {
    path: "/provider/product-disruption/view/:id",
    access: "PROV",
    permissions: ["Provider_ManageDisruption"],
  },
  {
    path: "/provider/product-disruption/view/:id/:providerCommunicationId",
    access: "PROV",
    permissions: ["Provider_ManageDisruption"],
  },
  { path: "/provider/roles", access: "PROV", permissions: ["Provider_ManageRoles"] },
  { path: "/provider/users", access: "PROV", permissions: ["Provider_ManageUsers"] },
  { path: "/provider/locations-verification", access: "PROV", permissions: ["Provider_ManageLocations"] },
  { path: "/provider/sites", access: "PROV", permissions: ["Provider_ManageLocations"] },
  { path: "/provider/template-actions", access: "PROV", permissions: ["Provider_ManageRecalls"] },
  { path: "/provider/distribution-list", access: "PROV", permissions: ["Provider_ManageRecalls"] },
  { path: "/provider/organization", access: "PROV", permissions: ["Provider_ManageProfile"] },
  { path: "/provider/supplier-contacts", access: "PROV", permissions: ["Provider_ManageSupplierContacts"] },
  { path: "/provider/email-templates", access: "PROV", permissions: ["Provider_ManageEmailTemplates"] },
  {
    path: "/provider/email-templates/edit/:id",
    access: "PROV",
    permissions: ["Provider_ManageEmailTemplates"],
  },
  { path: "/supplier/dashboard", access: "SUPP", permissions: [] },
  { path: "/supplier/billing", access: "SUPP", permissions: ["Supplier_ManageBilling"] },
  { path: "/supplier/recalls", access: "SUPP", permissions: ["Supplier_ManageRecalls"] },
  { path: "/supplier/recalls/new", access: "SUPP", permissions: ["Supplier_ManageRecalls"] },
  { path: "/supplier/recalls/edit/:id", access: "SUPP", permissions: ["Supplier_ManageRecalls"] },
  { path: "/supplier/recalls/view/:id", access: "SUPP", permissions: ["Supplier_ManageRecalls"] },
  { path: "/supplier/product-disruption", access: "SUPP", permissions: ["Supplier_ManageDisruption"] },
  { path: "/supplier/product-disruption/new", access: "SUPP", permissions: ["Supplier_ManageDisruption"] },
  {
    path: "/supplier/product-disruption/edit/:id",
    access: "SUPP",
    permissions: ["Supplier_ManageDisruption"],
  },
  {
    path: "/supplier/product-disruption/view/:id",
    access: "SUPP",
    permissions: ["Supplier_ManageDisruption"],
  },
  { path: "/supplier/roles", access: "SUPP", permissions: ["Supplier_ManageRoles"] },
  { path: "/supplier/users", access: "SUPP", permissions: ["Supplier_ManageUsers"] },
  { path: "/supplier/sales-rep", access: "SUPP", permissions: ["Supplier_ManageSalesRepresentative"] },
  { path: "/supplier/organization", access: "SUPP", permissions: ["Supplier_ManageProfile"] },
  { path: "/supplier/providers", access: "SUPP", permissions: ["Supplier_ManageLocations"] },
  { path: "/supplier/locations", access: "SUPP", permissions: ["Supplier_ManageLocations"] },
  { path: "/supplier/location-files", access: "SUPP", permissions: ["Supplier_ManageLocations"] },
  { path: "/supplier/recall-template-actions", access: "SUPP", permissions: ["Supplier_ManageRecalls"] },
  { path: "/supplier/recall-distribution-list", access: "SUPP", permissions: ["Supplier_ManageRecalls"] },
  {
    path: "/supplier/product-disruption-template-actions",
    access: "SUPP",
    permissions: ["Supplier_ManageDisruption"],
  },
  {
    path: "/supplier/product-disruption-distribution-lists",
    access: "SUPP",
    permissions: ["Supplier_ManageDisruption"],
  },
];

const segmentsOf = (path: string): string[] =>
  path
    .split(/[?#]/, 1)[0]!
    .split("/")
    .filter((s) => s !== "");

const matches = (pattern: string, pathname: string): boolean => {
  const want = segmentsOf(pattern);
  const got = segmentsOf(pathname);
  return (
    want.length === got.length && want.every((segment, i) => segment.startsWith(":") || segment === got[i])
  );
};

/** Static segments outrank parameters, so /locations/new never reads as /locations/:id. */
const specificity = (pattern: string): number => segmentsOf(pattern).filter((s) => !s.startsWith(":")).length;

// Most specific first, so the first match wins; no two screens of today's table overlap, but a future one may.
const BY_SPECIFICITY = [...ROUTE_RULES].sort((a, b) => specificity(b.path) - specificity(a.path));

/** The route rule a browser path falls under, ignoring query, hash and a trailing slash. */
export const matchRoute = (pathname: string): RouteRule | undefined =>
  BY_SPECIFICITY.find((rule) => matches(rule.path, pathname));

export interface RouteViewer {
  readonly userType: UserType;
  readonly permissions: readonly string[];
}

/**
 * The route guard's decision: unknown paths are not found; public screens always open; any other
 * screen needs a session (else login); a screen of another user type is forbidden; a missing permission is the
 * permission-denied state (the web stores the denied marker and goes to the landing page).
 */
export type RouteDecision = "allow" | "notFound" | "login" | "wrongUserType" | "permissionDenied";

export const routeAccess = (viewer: RouteViewer | undefined, pathname: string): RouteDecision => {
  const rule = matchRoute(pathname);
  if (rule === undefined) return "notFound";
  if (rule.access === "public") return "allow";
  if (viewer === undefined) return "login";
  if (rule.access !== "any" && rule.access !== viewer.userType) return "wrongUserType";
  return passesPermission(rule.permissions, viewer.permissions) ? "allow" : "permissionDenied";
};

/** Deep-link query parameters remembered across the login redirect. */
export const REMEMBERED_QUERY_PARAMS = ["conId", "tabName", "logtype", "nonAck", "pageName"] as const;

export const isPublicPath = (pathname: string): boolean => matchRoute(pathname)?.access === "public";
