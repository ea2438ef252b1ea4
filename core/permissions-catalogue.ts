import { Schema } from "effect";
import { ROLE_NAMES, type OrganizationType, type Permission } from "./access/permissions.ts";
import { COMMUNICATIONS_PERMISSIONS } from "./communications/permissions.ts";
import { CONTENT_PERMISSIONS } from "./content/permissions.ts";
import { IDENTITY_PERMISSIONS } from "./identity/permissions.ts";
import { LOCATIONS_PERMISSIONS } from "./locations/permissions.ts";
import { ORGANISATIONS_PERMISSIONS } from "./organisations/permissions.ts";
import { REGULATOR_DATA_PERMISSIONS } from "./regulator-data/permissions.ts";
import { REPORTS_PERMISSIONS } from "./reports/permissions.ts";
import { RESPONSES_PERMISSIONS } from "./responses/permissions.ts";

/**
 * Assembly root of the permission catalogue: every context's own permissions, gathered into the lists tokens,
 * roles and the API schema use. Each context lists its names in its `permissions.ts`; this file only lists the
 * contexts.
 */
const BY_CONTEXT = [
  REPORTS_PERMISSIONS,
  IDENTITY_PERMISSIONS,
  ORGANISATIONS_PERMISSIONS,
  COMMUNICATIONS_PERMISSIONS,
  RESPONSES_PERMISSIONS,
  LOCATIONS_PERMISSIONS,
  CONTENT_PERMISSIONS,
  REGULATOR_DATA_PERMISSIONS,
] as const;

const ofType = (type: OrganizationType): readonly Permission[] =>
  BY_CONTEXT.flatMap(
    (lists): readonly Permission[] =>
      (lists as Partial<Record<OrganizationType, readonly Permission[]>>)[type] ?? [],
  );

/** Every permission, grouped by the organisation type whose roles may hold it. */
export const PERMISSIONS_BY_ORGANIZATION_TYPE: Readonly<Record<OrganizationType, readonly Permission[]>> = {
  NOTISPHERE: ofType("NOTISPHERE"),
  SUPPLIER: ofType("SUPPLIER"),
  PROVIDER: ofType("PROVIDER"),
};

export const ALL_PERMISSIONS: readonly Permission[] = [
  ...PERMISSIONS_BY_ORGANIZATION_TYPE.NOTISPHERE,
  ...PERMISSIONS_BY_ORGANIZATION_TYPE.SUPPLIER,
  ...PERMISSIONS_BY_ORGANIZATION_TYPE.PROVIDER,
];

export const PermissionSchema = Schema.Literals(ALL_PERMISSIONS);

export const isPermission = (value: string): value is Permission =>
  (ALL_PERMISSIONS as readonly string[]).includes(value);

/** Whether a role of an organisation of this type may hold the permission (a supplier role cannot hold an operator permission). */
export const permissionFitsOrganization = (permission: Permission, type: OrganizationType): boolean =>
  PERMISSIONS_BY_ORGANIZATION_TYPE[type].includes(permission);

/** The permissions of the built-in roles every new organisation gets. */
export const DEFAULT_ROLES: Record<
  OrganizationType,
  ReadonlyArray<{ name: string; permissions: readonly Permission[] }>
> = {
  NOTISPHERE: [
    { name: ROLE_NAMES.operatorAdmin, permissions: PERMISSIONS_BY_ORGANIZATION_TYPE.NOTISPHERE },
    { name: ROLE_NAMES.operatorReadOnly, permissions: ["Notisphere_ProviderReadOnly"] },
  ],
  SUPPLIER: [
    { name: ROLE_NAMES.administrator, permissions: PERMISSIONS_BY_ORGANIZATION_TYPE.SUPPLIER },
    {
      name: ROLE_NAMES.recallCoordinator,
      permissions: [
        "Supplier_ViewDashboard",
        "Supplier_ManageRecalls",
        "Supplier_ManageLocations",
        "Supplier_ViewFAQs",
        "Supplier_ViewContact",
        "Supplier_ViewUserGuides",
      ],
    },
    // Spec 000 §2.7: a Sourcing Coordinator lands on "the dashboard of its kind" on either side; a supplier's
    // sourcing work is its product disruptions. Responder stays provider-only: it answers recalls, which
    // suppliers send rather than receive.
    {
      name: ROLE_NAMES.sourcingCoordinator,
      permissions: [
        "Supplier_ViewDashboard",
        "Supplier_ManageDisruption",
        "Supplier_ViewFAQs",
        "Supplier_ViewContact",
        "Supplier_ViewUserGuides",
      ],
    },
  ],
  PROVIDER: [
    { name: ROLE_NAMES.administrator, permissions: PERMISSIONS_BY_ORGANIZATION_TYPE.PROVIDER },
    {
      name: ROLE_NAMES.recallCoordinator,
      permissions: [
        "Provider_ViewDashboard",
        "Provider_ManageRecalls",
        "Provider_ResponderRole",
        "Provider_ViewFAQs",
        "Provider_ViewContact",
        "Provider_ViewUserGuides",
      ],
    },
    {
      name: ROLE_NAMES.sourcingCoordinator,
      permissions: [
        "Provider_ViewDashboard",
        "Provider_ManageDisruption",
        "Provider_ViewFAQs",
        "Provider_ViewContact",
        "Provider_ViewUserGuides",
      ],
    },
    {
      name: ROLE_NAMES.responder,
      permissions: [
        "Provider_ResponderRole",
        "Provider_ViewFAQs",
        "Provider_ViewContact",
        "Provider_ViewUserGuides",
      ],
    },
  ],
};
