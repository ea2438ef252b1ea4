import { ROUTE_RULES, type RouteAudience } from "#core/identity/navigation/route-access.ts";

/**
 * The one route table (spec/routes.tsv, 96 screens): core's ROUTE_RULES (who may open a screen, shared with
 * the API) plus what only the browser needs: layout, title key and the screen component. The router, the
 * guards, the sidebar, the breadcrumb and the page title all read it. A route without `page` is built by a
 * later issue and shows the honest "not available yet" page.
 */
export type LayoutName = "simple" | "custom" | "default" | "blank";

export type PageKey =
  | "login"
  | "forgotPassword"
  | "resetPassword"
  | "success"
  | "registration"
  | "verifyEmail"
  | "successSignup"
  | "notFound"
  | "forbidden"
  | "account"
  | "accountEdit"
  | "accessDenied"
  | "quickLinks"
  | "locationPreProcessor"
  | "notisphereLocationsVerification"
  | "providerLocationsVerification"
  | "suppliers"
  | "providers"
  | "providerContactInfo"
  | "roles"
  | "supplierMaster"
  | "providerSites"
  | "organisationProfile"
  | "providerSupplierContacts"
  | "users"
  | "knownLocations"
  | "knownLocationNew"
  | "knownLocationView"
  | "knownLocationEdit"
  | "knownProviders"
  | "supplierLocationFiles"
  | "supplierLocations"
  | "supplierProviders";

export interface RouteDef {
  readonly path: string;
  /** i18n key under `routes.` for the page title and breadcrumb. */
  readonly titleKey: string;
  readonly userType: RouteAudience;
  /** Any one of these passes; empty means none is needed. */
  readonly permissions: readonly string[];
  readonly layout: LayoutName;
  readonly page?: PageKey;
}

interface WebMeta {
  readonly titleKey: string;
  readonly layout: LayoutName;
}

const m = (titleKey: string, layout: LayoutName = "default"): WebMeta => ({ titleKey, layout });

/** Screens this issue builds; the rest wait for their issues. */
export const BUILT_PAGES: Readonly<Record<string, PageKey>> = {
  "/login": "login",
  "/forgot-password": "forgotPassword",
  "/reset-password": "resetPassword",
  "/success": "success",
  "/success-signup": "successSignup",
  "/registration/:name": "registration",
  "/verify-email": "verifyEmail",
  "/provider/product-disruption/accessdenied/:id/:providerCommunicationId": "accessDenied",
  "/not-found": "notFound",
  "/forbidden": "forbidden",
  "/account": "account",
  "/account/edit": "accountEdit",
  "/notisphere/quick-links": "quickLinks",
  "/notisphere/location-pre-processor": "locationPreProcessor",
  "/notisphere/locations-verification": "notisphereLocationsVerification",
  "/notisphere/suppliers": "suppliers",
  "/notisphere/locations": "knownLocations",
  "/notisphere/locations/new": "knownLocationNew",
  "/notisphere/locations/view/:id": "knownLocationView",
  "/notisphere/locations/edit/:id": "knownLocationEdit",
  "/notisphere/known-providers": "knownProviders",
  "/notisphere/providers": "providers",
  "/notisphere/providers/contact-info/:organizationId": "providerContactInfo",
  "/notisphere/roles": "roles",
  "/supplier/roles": "roles",
  "/provider/roles": "roles",
  "/notisphere/manage-supplier-list": "supplierMaster",
  "/provider/sites": "providerSites",
  "/provider/locations-verification": "providerLocationsVerification",
  "/provider/organization": "organisationProfile",
  "/supplier/organization": "organisationProfile",
  "/provider/supplier-contacts": "providerSupplierContacts",
  "/supplier/location-files": "supplierLocationFiles",
  "/supplier/locations": "supplierLocations",
  "/supplier/providers": "supplierProviders",
  "/notisphere/users": "users",
  "/supplier/users": "users",
  "/provider/users": "users",
};

export const WEB_META: Readonly<Record<string, WebMeta>> = {
  "/verify-email": m("verifyEmail", "simple"),
  "/reset-password": m("resetPassword", "simple"),
  "/login": m("login", "simple"),
  "/forgot-password": m("forgotPassword", "simple"),
  "/success": m("success", "simple"),
  "/success-signup": m("successSignup", "simple"),
  "/registration/:name": m("registration", "simple"),
  "/delegate-webform": m("delegateWebform", "custom"),
  "/supplier-delegate-webform": m("supplierDelegateWebform", "custom"),
  "/provider/recall-notice-webform": m("providerRecallNoticeWebform", "custom"),
  "/provider/recall-notice-webform/confirmation/:organizationId/:communicationId/:providerCommunicationId/:communicationType":
    m("providerRecallNoticeWebformConfirmation", "custom"),
  "/provider/disruption-notice-webform": m("providerDisruptionNoticeWebform", "custom"),
  "/provider/disruption-notice-webform/confirmation/:organizationId/:communicationId/:providerCommunicationId/:communicationType":
    m("providerDisruptionNoticeWebformConfirmation", "custom"),
  "/supplier/sales-rep/disruption-webform": m("supplierSalesRepDisruptionWebform", "custom"),
  "/provider/product-disruption/accessdenied/:id/:providerCommunicationId": m(
    "providerProductDisruptionAccessdenied",
    "blank",
  ),
  "/not-found": m("notFound"),
  "/forbidden": m("forbidden"),
  "/account": m("account"),
  "/account/edit": m("accountEdit"),
  "/faqs": m("faqs"),
  "/contact-us": m("contactUs"),
  "/user-guide": m("userGuide"),
  "/notisphere/dashboard": m("notisphereDashboard"),
  "/notisphere/key-metrics": m("notisphereKeyMetrics"),
  "/notisphere/providers": m("notisphereProviders"),
  "/notisphere/providers/contact-info/:organizationId": m("notisphereProvidersContactInfo"),
  "/notisphere/er-response": m("notisphereErResponse"),
  "/notisphere/recalls": m("notisphereRecalls"),
  "/notisphere/recalls/view/:id": m("notisphereRecallsView"),
  "/notisphere/recalls/view/:id/:recallSiteId": m("notisphereRecallsView"),
  "/notisphere/roles": m("notisphereRoles"),
  "/notisphere/suppliers": m("notisphereSuppliers"),
  "/notisphere/users": m("notisphereUsers"),
  "/notisphere/faqs": m("notisphereFaqs"),
  "/notisphere/email-templates": m("notisphereEmailTemplates"),
  "/notisphere/email-templates/edit/:id": m("notisphereEmailTemplatesEdit"),
  "/notisphere/content-management": m("notisphereContentManagement"),
  "/notisphere/locations": m("notisphereLocations"),
  "/notisphere/locations-verification": m("notisphereLocationsVerification"),
  "/notisphere/location-pre-processor": m("notisphereLocationPreProcessor"),
  "/notisphere/known-providers": m("notisphereKnownProviders"),
  "/notisphere/locations/new": m("notisphereLocationsNew"),
  "/notisphere/locations/view/:id": m("notisphereLocationsView"),
  "/notisphere/locations/edit/:id": m("notisphereLocationsEdit"),
  "/notisphere/quick-links": m("notisphereQuickLinks"),
  "/notisphere/lookup-values": m("notisphereLookupValues"),
  "/notisphere/fields": m("notisphereFields"),
  "/notisphere/manage-user-guide": m("notisphereManageUserGuide"),
  "/notisphere/manage-supplier-list": m("notisphereManageSupplierList"),
  "/notisphere/fda-devices": m("notisphereFdaDevices"),
  "/notisphere/fda-drugs": m("notisphereFdaDrugs"),
  "/notisphere/billing": m("notisphereBilling"),
  "/notisphere/billing/view/:organizationId/:organizationName": m("notisphereBillingView"),
  "/provider/dashboard": m("providerDashboard"),
  "/provider/recalls": m("providerRecalls"),
  "/provider/recalls/new": m("providerRecallsNew"),
  "/provider/recalls/edit/:id": m("providerRecallsEdit"),
  "/provider/recalls/view/:id/:providerCommunicationId": m("providerRecallsView"),
  "/provider/er-response": m("providerErResponse"),
  "/provider/fda": m("providerFda"),
  "/provider/product-disruption": m("providerProductDisruption"),
  "/provider/product-disruption/new": m("providerProductDisruptionNew"),
  "/provider/product-disruption/edit/:id": m("providerProductDisruptionEdit"),
  "/provider/product-disruption/view/:id": m("providerProductDisruptionView"),
  "/provider/product-disruption/view/:id/:providerCommunicationId": m("providerProductDisruptionView"),
  "/provider/roles": m("providerRoles"),
  "/provider/users": m("providerUsers"),
  "/provider/locations-verification": m("providerLocationsVerification"),
  "/provider/sites": m("providerSites"),
  "/provider/template-actions": m("providerTemplateActions"),
  "/provider/distribution-list": m("providerDistributionList"),
  "/provider/organization": m("providerOrganization"),
  "/provider/supplier-contacts": m("providerSupplierContacts"),
  "/provider/email-templates": m("providerEmailTemplates"),
  "/provider/email-templates/edit/:id": m("providerEmailTemplatesEdit"),
  "/supplier/dashboard": m("supplierDashboard"),
  "/supplier/billing": m("supplierBilling"),
  "/supplier/recalls": m("supplierRecalls"),
  "/supplier/recalls/new": m("supplierRecallsNew"),
  "/supplier/recalls/edit/:id": m("supplierRecallsEdit"),
  "/supplier/recalls/view/:id": m("supplierRecallsView"),
  "/supplier/product-disruption": m("supplierProductDisruption"),
  "/supplier/product-disruption/new": m("supplierProductDisruptionNew"),
  "/supplier/product-disruption/edit/:id": m("supplierProductDisruptionEdit"),
  "/supplier/product-disruption/view/:id": m("supplierProductDisruptionView"),
  "/supplier/roles": m("supplierRoles"),
  "/supplier/users": m("supplierUsers"),
  "/supplier/sales-rep": m("supplierSalesRep"),
  "/supplier/organization": m("supplierOrganization"),
  "/supplier/providers": m("supplierProviders"),
  "/supplier/locations": m("supplierLocations"),
  "/supplier/location-files": m("supplierLocationFiles"),
  "/supplier/recall-template-actions": m("supplierRecallTemplateActions"),
  "/supplier/recall-distribution-list": m("supplierRecallDistributionList"),
  "/supplier/product-disruption-template-actions": m("supplierProductDisruptionTemplateActions"),
  "/supplier/product-disruption-distribution-lists": m("supplierProductDisruptionDistributionLists"),
};

export const ROUTES: readonly RouteDef[] = ROUTE_RULES.map((rule) => {
  const meta = WEB_META[rule.path] ?? m("notFound");
  const page = BUILT_PAGES[rule.path];
  return {
    path: rule.path,
    titleKey: meta.titleKey,
    userType: rule.access,
    permissions: rule.permissions,
    layout: meta.layout,
    ...(page === undefined ? {} : { page }),
  };
});

export const isAvailable = (route: RouteDef): boolean => route.page !== undefined;
