import type { Permission, UserType } from "../../access/permissions.ts";
import { passesPermission } from "./route-access.ts";

/**
 * The sidebar per user type. `key` is the i18n key of the label (texts in menu-labels.ts); `path`
 * is a route of routes.tsv; an item shows when the user holds any of its permissions (none listed: always).
 * Help items open the knowledge-base pages in a new window (`external`); the spec does not give their
 * addresses, so they point at the in-app help routes, which the web app may swap for the configured KB links.
 */
export interface MenuItem {
  readonly key: string;
  readonly path?: string;
  readonly permissions: readonly Permission[];
  readonly children?: readonly MenuItem[];
  readonly external?: boolean;
  /** Kept in the tree for breadcrumbs and active-state matching, never drawn (the provider's Access Denied item). */
  readonly hidden?: boolean;
}

const item = (key: string, path: string, permissions: readonly Permission[] = []): MenuItem => ({
  key,
  path,
  permissions,
});

const group = (key: string, children: readonly MenuItem[]): MenuItem => ({ key, permissions: [], children });

const help = (prefix: "Supplier" | "Provider"): MenuItem =>
  group("menu.help", [
    { ...item("menu.learnMore", "/user-guide", [`${prefix}_ViewUserGuides`]), external: true },
    { ...item("menu.faqs", "/faqs", [`${prefix}_ViewFAQs`]), external: true },
    { ...item("menu.contactUs", "/contact-us", [`${prefix}_ViewContact`]), external: true },
  ]);

const OPERATOR_MENU: readonly MenuItem[] = [
  item("menu.dashboard", "/notisphere/dashboard", ["Notisphere_ViewDashboard"]),
  item("menu.billing", "/notisphere/billing", ["Notisphere_ManageBilling"]),
  item("menu.keyMetrics", "/notisphere/key-metrics", ["Notisphere_ViewKeyMetrics"]),
  item("menu.recalls", "/notisphere/recalls", ["Notisphere_ManageRecalls", "Notisphere_ProviderReadOnly"]),
  item("menu.erResponses", "/notisphere/er-response", [
    "NotiSphere_ResponderRole",
    "Notisphere_ProviderReadOnly",
  ]),
  item("menu.suppliers", "/notisphere/suppliers", ["Notisphere_ManageSuppliers"]),
  item("menu.providers", "/notisphere/providers", ["Notisphere_ManageProviders"]),
  item("menu.locationPreProcessor", "/notisphere/location-pre-processor", ["Notisphere_ManageLocations"]),
  item("menu.locations", "/notisphere/locations", ["Notisphere_ManageLocations"]),
  item("menu.locationsVerification", "/notisphere/locations-verification", ["Notisphere_ManageLocations"]),
  item("menu.productFields", "/notisphere/fields", ["Notisphere_ManageProductFields"]),
  item("menu.lookupValues", "/notisphere/lookup-values", ["Notisphere_ManageLookupValues"]),
  item("menu.users", "/notisphere/users", ["Notisphere_ManageUsers"]),
  item("menu.roles", "/notisphere/roles", ["Notisphere_ManageRoles"]),
  item("menu.quickLinks", "/notisphere/quick-links"),
  item("menu.emailTemplates", "/notisphere/email-templates", ["Notisphere_ManageEmailTemplates"]),
  item("menu.contentManagement", "/notisphere/content-management", ["Notisphere_ManageEmailTemplates"]),
  item("menu.manageSupplierMaster", "/notisphere/manage-supplier-list", ["Notisphere_ManageUserGuides"]),
  group("menu.fda", [
    item("menu.fdaDevices", "/notisphere/fda-devices", ["Notisphere_ViewFDAInformation"]),
    item("menu.fdaDrugs", "/notisphere/fda-drugs", ["Notisphere_ViewFDAInformation"]),
  ]),
];

const SUPPLIER_MENU: readonly MenuItem[] = [
  item("menu.dashboard", "/supplier/dashboard", ["Supplier_ViewDashboard"]),
  item("menu.recalls", "/supplier/recalls", ["Supplier_ManageRecalls"]),
  item("menu.supplyAdvisories", "/supplier/product-disruption", ["Supplier_ManageDisruption"]),
  group("menu.organizationSettings", [
    item("menu.general", "/supplier/organization", ["Supplier_ManageProfile"]),
    item("menu.roles", "/supplier/roles", ["Supplier_ManageRoles"]),
    item("menu.users", "/supplier/users", ["Supplier_ManageUsers"]),
    item("menu.salesReps", "/supplier/sales-rep", ["Supplier_ManageSalesRepresentative"]),
    item("menu.billing", "/supplier/billing", ["Supplier_ManageBilling"]),
  ]),
  group("menu.recallSettings", [
    item("menu.templateActions", "/supplier/recall-template-actions", ["Supplier_ManageRecalls"]),
    item("menu.distributionLists", "/supplier/recall-distribution-list", ["Supplier_ManageRecalls"]),
  ]),
  group("menu.advisorySettings", [
    item("menu.templateActions", "/supplier/product-disruption-template-actions", [
      "Supplier_ManageDisruption",
    ]),
    item("menu.distributionLists", "/supplier/product-disruption-distribution-lists", [
      "Supplier_ManageDisruption",
    ]),
  ]),
  group("menu.locationManagement", [
    item("menu.providers", "/supplier/providers", ["Supplier_ManageLocations"]),
    item("menu.locations", "/supplier/locations", ["Supplier_ManageLocations"]),
    item("menu.files", "/supplier/location-files", ["Supplier_ManageLocations"]),
  ]),
  help("Supplier"),
];

const PROVIDER_MENU: readonly MenuItem[] = [
  item("menu.dashboard", "/provider/dashboard", ["Provider_ViewDashboard", "View_Dashboard"]),
  item("menu.recalls", "/provider/recalls", ["Provider_ManageRecalls"]),
  item("menu.supplyAdvisories", "/provider/product-disruption", ["Provider_ManageDisruption"]),
  item("menu.erResponses", "/provider/er-response", ["Provider_ResponderRole"]),
  item("menu.fdaRecallsReference", "/provider/fda", ["Provider_ManageRecalls"]),
  {
    ...item("menu.accessDenied", "/provider/product-disruption/accessdenied/:id/:providerCommunicationId"),
    hidden: true,
  },
  group("menu.organizationSettings", [
    item("menu.general", "/provider/organization", ["Provider_ManageProfile"]),
    item("menu.locationsVerification", "/provider/locations-verification", ["Provider_ManageLocations"]),
    item("menu.sites", "/provider/sites", ["Provider_ManageLocations"]),
    item("menu.roles", "/provider/roles", ["Provider_ManageRoles"]),
    item("menu.users", "/provider/users", ["Provider_ManageUsers"]),
    item("menu.supplierContacts", "/provider/supplier-contacts", ["Provider_ManageSupplierContacts"]),
    item("menu.emailTemplates", "/provider/email-templates", ["Provider_ManageEmailTemplates"]),
  ]),
  group("menu.recallSettings", [
    item("menu.templateActions", "/provider/template-actions", ["Provider_ManageRecalls"]),
    item("menu.distributionLists", "/provider/distribution-list", ["Provider_ManageRecalls"]),
  ]),
  help("Provider"),
];

export const MENUS: Record<UserType, readonly MenuItem[]> = {
  NOTISPHERE: OPERATOR_MENU,
  SUPP: SUPPLIER_MENU,
  PROV: PROVIDER_MENU,
};

/** Whether the user-menu entry Switch Accounts shows. */
export const canSwitchAccounts = (permissions: readonly string[]): boolean =>
  permissions.includes("Notisphere_SwitchAccounts");

const filterItems = (items: readonly MenuItem[], permissions: readonly string[]): MenuItem[] =>
  items.flatMap((entry): MenuItem[] => {
    if (entry.hidden === true || !passesPermission(entry.permissions, permissions)) return [];
    if (entry.children === undefined) return [entry];
    const children = filterItems(entry.children, permissions);
    // A heading with nothing under it is noise, so it disappears with its last child.
    return children.length === 0 ? [] : [{ ...entry, children }];
  });

/** The sidebar a user sees: items of its type whose permission it holds, empty groups and hidden items removed. */
export const visibleMenu = (userType: UserType, permissions: readonly string[]): readonly MenuItem[] =>
  filterItems(MENUS[userType], permissions);
