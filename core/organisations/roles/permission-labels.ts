import type { OrganizationType, Permission } from "../../access/permissions.ts";
import { COMMUNICATIONS_PERMISSIONS } from "../../communications/permissions.ts";
import { CONTENT_PERMISSIONS } from "../../content/permissions.ts";
import { IDENTITY_PERMISSIONS } from "../../identity/permissions.ts";
import { LOCATIONS_PERMISSIONS } from "../../locations/permissions.ts";
import { ORGANISATIONS_PERMISSIONS } from "../permissions.ts";
import { REGULATOR_DATA_PERMISSIONS } from "../../regulator-data/permissions.ts";
import { REPORTS_PERMISSIONS } from "../../reports/permissions.ts";
import { RESPONSES_PERMISSIONS } from "../../responses/permissions.ts";

/**
 * What each permission lets a person do, in words the role editor shows next to its checkbox. Typed over every
 * permission, so a new permission without a label does not compile.
 */
export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  Notisphere_ViewDashboard: "View the dashboard",
  Notisphere_ViewKeyMetrics: "View key metrics",
  Supplier_ViewDashboard: "View the dashboard",
  View_Dashboard: "View the dashboard (all organisations)",
  Provider_ViewDashboard: "View the dashboard",
  Notisphere_SwitchAccounts: "Switch accounts",
  Notisphere_ManageBilling: "Manage billing",
  Notisphere_ManageSuppliers: "Manage suppliers",
  Notisphere_ManageProviders: "Manage providers",
  Notisphere_ManageUsers: "Manage users",
  Notisphere_ManageRoles: "Manage roles",
  Supplier_ManageProfile: "Manage the organisation profile",
  Supplier_ManageRoles: "Manage roles",
  Supplier_ManageUsers: "Manage users",
  Supplier_ManageSalesRepresentative: "Manage sales representatives",
  Supplier_ManageBilling: "Manage billing",
  Provider_ManageProfile: "Manage the organisation profile",
  Provider_ManageRoles: "Manage roles",
  Provider_ManageUsers: "Manage users",
  Provider_ManageSupplierContacts: "Manage supplier contacts",
  Notisphere_ManageRecalls: "Manage recalls",
  Notisphere_ProviderReadOnly: "Read provider data only",
  Supplier_ManageRecalls: "Manage recalls",
  Supplier_ManageDisruption: "Manage product disruptions",
  Provider_ManageRecalls: "Manage recalls",
  Provider_ManageDisruption: "Manage product disruptions",
  NotiSphere_ResponderRole: "Answer on behalf of providers",
  Provider_ResponderRole: "Answer recalls (responder)",
  Notisphere_ManageLocations: "Manage locations",
  Supplier_ManageLocations: "Manage locations",
  Provider_ManageLocations: "Manage locations",
  Notisphere_ManageProductFields: "Manage product fields",
  Notisphere_ManageLookupValues: "Manage lookup values",
  Notisphere_ManageFAQs: "Manage FAQs",
  Notisphere_ManageEmailTemplates: "Manage e-mail templates and content",
  Notisphere_ManageUserGuides: "Manage user guides",
  Supplier_ManageLookupValues: "Manage lookup values",
  Supplier_ManageProductFields: "Manage product fields",
  Supplier_ViewFAQs: "View FAQs",
  Supplier_ViewContact: "View contact details",
  Supplier_ViewUserGuides: "View user guides",
  Provider_ManageEmailTemplates: "Manage e-mail templates",
  Provider_ViewFAQs: "View FAQs",
  Provider_ViewContact: "View contact details",
  Provider_ViewUserGuides: "View user guides",
  Notisphere_ViewFDAInformation: "View FDA information",
};

/** The groups of the role editor, one per bounded context that owns permissions, in the editor's order. */
export const PERMISSION_GROUPS = [
  { key: "reports", label: "Dashboards and metrics", lists: REPORTS_PERMISSIONS },
  { key: "communications", label: "Recalls and disruptions", lists: COMMUNICATIONS_PERMISSIONS },
  { key: "responses", label: "Responses", lists: RESPONSES_PERMISSIONS },
  { key: "locations", label: "Locations", lists: LOCATIONS_PERMISSIONS },
  { key: "organisations", label: "Organisation, users and roles", lists: ORGANISATIONS_PERMISSIONS },
  { key: "content", label: "Content and help", lists: CONTENT_PERMISSIONS },
  { key: "regulatorData", label: "Regulator data", lists: REGULATOR_DATA_PERMISSIONS },
  { key: "identity", label: "Accounts", lists: IDENTITY_PERMISSIONS },
] as const;

export type PermissionGroupKey = (typeof PERMISSION_GROUPS)[number]["key"];

export interface PermissionGroupView {
  readonly key: PermissionGroupKey;
  readonly label: string;
  readonly permissions: ReadonlyArray<{ readonly name: Permission; readonly label: string }>;
}

/** The permission catalogue of one organisation type as the role editor shows it: non-empty groups, labelled. */
export const permissionCatalogueOf = (organizationType: OrganizationType): PermissionGroupView[] =>
  PERMISSION_GROUPS.flatMap((group) => {
    const names =
      (group.lists as Partial<Record<OrganizationType, readonly Permission[]>>)[organizationType] ?? [];
    return names.length === 0
      ? []
      : [
          {
            key: group.key,
            label: group.label,
            permissions: names.map((name) => ({ name, label: PERMISSION_LABELS[name] })),
          },
        ];
  });
