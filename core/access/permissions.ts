import { Schema } from "effect";

/** The three kinds of organisation. NOTI is an alias the original front end also used. */
export const UserType = Schema.Literals(["NOTISPHERE", "PROV", "SUPP"]);
export type UserType = typeof UserType.Type;

export const OrganizationType = Schema.Literals(["NOTISPHERE", "PROVIDER", "SUPPLIER"]);
export type OrganizationType = typeof OrganizationType.Type;

export const SupplierType = Schema.Literals(["SUPPLIER", "DISTRIBUTOR"]);
export type SupplierType = typeof SupplierType.Type;

export const userTypeOfOrganization = (type: OrganizationType): UserType =>
  type === "NOTISPHERE" ? "NOTISPHERE" : type === "PROVIDER" ? "PROV" : "SUPP";

export const organizationTypeOfUserType = (type: UserType): OrganizationType =>
  type === "NOTISPHERE" ? "NOTISPHERE" : type === "PROV" ? "PROVIDER" : "SUPPLIER";

/**
 * The permission catalogue: every permission name the spec's routes and roles use, grouped by the
 * organisation type whose roles may hold it. Names keep the spec's spelling (including NotiSphere_ResponderRole
 * and the generic View_Dashboard) because tokens and saved roles carry them verbatim.
 */
export const PERMISSIONS_BY_ORGANIZATION_TYPE = {
  NOTISPHERE: [
    "Notisphere_ViewDashboard",
    "Notisphere_ManageBilling",
    "Notisphere_ViewKeyMetrics",
    "Notisphere_ManageRecalls",
    "Notisphere_ProviderReadOnly",
    "NotiSphere_ResponderRole",
    "Notisphere_ManageSuppliers",
    "Notisphere_ManageProviders",
    "Notisphere_ManageLocations",
    "Notisphere_ManageProductFields",
    "Notisphere_ManageLookupValues",
    "Notisphere_ManageUsers",
    "Notisphere_ManageRoles",
    "Notisphere_ManageFAQs",
    "Notisphere_ManageEmailTemplates",
    "Notisphere_ManageUserGuides",
    "Notisphere_ViewFDAInformation",
    "Notisphere_SwitchAccounts",
  ],
  SUPPLIER: [
    "Supplier_ViewDashboard",
    "Supplier_ManageRecalls",
    "Supplier_ManageDisruption",
    "Supplier_ManageLookupValues",
    "Supplier_ManageProductFields",
    "Supplier_ManageProfile",
    "Supplier_ManageRoles",
    "Supplier_ManageUsers",
    "Supplier_ManageSalesRepresentative",
    "Supplier_ManageBilling",
    "Supplier_ManageLocations",
    "Supplier_ViewFAQs",
    "Supplier_ViewContact",
    "Supplier_ViewUserGuides",
  ],
  PROVIDER: [
    "View_Dashboard",
    "Provider_ViewDashboard",
    "Provider_ManageRecalls",
    "Provider_ManageDisruption",
    "Provider_ResponderRole",
    "Provider_ManageProfile",
    "Provider_ManageLocations",
    "Provider_ManageRoles",
    "Provider_ManageUsers",
    "Provider_ManageSupplierContacts",
    "Provider_ManageEmailTemplates",
    "Provider_ViewFAQs",
    "Provider_ViewContact",
    "Provider_ViewUserGuides",
  ],
} as const satisfies Record<OrganizationType, readonly string[]>;

export const ALL_PERMISSIONS = [
  ...PERMISSIONS_BY_ORGANIZATION_TYPE.NOTISPHERE,
  ...PERMISSIONS_BY_ORGANIZATION_TYPE.SUPPLIER,
  ...PERMISSIONS_BY_ORGANIZATION_TYPE.PROVIDER,
] as const;

export const Permission = Schema.Literals(ALL_PERMISSIONS);
export type Permission = typeof Permission.Type;

export const isPermission = (value: string): value is Permission =>
  (ALL_PERMISSIONS as readonly string[]).includes(value);

/** Whether a role of an organisation of this type may hold the permission (a supplier role cannot hold an operator permission). */
export const permissionFitsOrganization = (permission: Permission, type: OrganizationType): boolean =>
  (PERMISSIONS_BY_ORGANIZATION_TYPE[type] as readonly string[]).includes(permission);

/** Role names with special landing rules and the operator super-role. */
export const ROLE_NAMES = {
  operatorAdmin: "notisphereadmin",
  administrator: "Administrator",
  responder: "Responder",
  recallCoordinator: "Recall Coordinator",
  sourcingCoordinator: "Sourcing Coordinator",
  operatorReadOnly: "Provider Read Only",
} as const;

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

/**
 * Reads a user type as tokens and stored sessions carry it. The original front end also wrote the operator as
 * NOTI, so both spellings mean the operator; anything else is unknown (the landing rule then shows not found).
 */
export const normalizeUserType = (value: string | null | undefined): UserType | undefined => {
  switch (value?.trim().toUpperCase()) {
    case "NOTISPHERE":
    case "NOTI":
      return "NOTISPHERE";
    case "PROV":
    case "PROVIDER":
      return "PROV";
    case "SUPP":
    case "SUPPLIER":
      return "SUPP";
    default:
      return undefined;
  }
};
