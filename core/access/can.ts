import type { Actor } from "./actor.ts";
import type { OrganizationType, Permission, UserType } from "./permissions.ts";
import type {
  AccessAction,
  CommunicationType,
  OrganizationArea,
  PlatformArea,
  Resource,
} from "./resources.ts";

/**
 * Authorization, one pure rule (GUIDE "Core"): the permission catalogue of the spec plus tenant ownership.
 * Every grant below is "holds any of these permissions", so adding a permission can only add access, and
 * Notisphere_ProviderReadOnly appears only in reading grants, so it can never change anything.
 * `can` answers "may this actor do this kind of thing to this record"; whether the record's state allows it
 * right now is the lifecycle's allowedActions.
 */

/** "none" means no particular permission is needed (the user type alone decides). */
type Need = readonly Permission[] | "none";

const holds = (actor: Actor, need: Need | undefined): boolean =>
  need !== undefined &&
  (need === "none" || need.some((permission) => actor.permissions.includes(permission)));

const isRead = (action: AccessAction): boolean => action === "view";

/** Sites: administrators ("all") see every site; others only their assigned ones. */
const seesSite = (actor: Actor, siteId: string): boolean =>
  actor.siteIds === "all" || actor.siteIds.includes(siteId);

/** Whether the actor sees a record affecting these sites: all-sites users always, others through one of them. */
export const seesAnySite = (actor: Actor, siteIds: readonly string[]): boolean =>
  actor.siteIds === "all" || siteIds.some((site) => seesSite(actor, site));

const MANAGE: Record<"SUPP" | "PROV", Record<CommunicationType, Permission>> = {
  SUPP: { RECALL: "Supplier_ManageRecalls", "PRODUCT DISRUPTION": "Supplier_ManageDisruption" },
  PROV: { RECALL: "Provider_ManageRecalls", "PRODUCT DISRUPTION": "Provider_ManageDisruption" },
};

const OPERATOR_READ: Need = ["Notisphere_ManageRecalls", "Notisphere_ProviderReadOnly"];

/** What a supplier does to its own communication; the provider-side verbs are not its to use. */
const SUPPLIER_ACTIONS: ReadonlySet<AccessAction> = new Set<AccessAction>([
  "view",
  "create",
  "edit",
  "delete",
  "approve",
  "send",
  "closeOpen",
  "postUpdate",
  "changeLocationStatus",
]);

/** What a provider does to its copy. No delete: a provider cannot delete a supplier's event, nor its own (support must). */
const PROVIDER_ACTIONS: ReadonlySet<AccessAction> = new Set<AccessAction>([
  "view",
  "create",
  "edit",
  "send",
  "acknowledge",
  "respond",
  "complete",
  "reopen",
]);

const CRUD: ReadonlySet<AccessAction> = new Set<AccessAction>(["view", "create", "edit", "delete"]);

const canCommunication = (
  actor: Actor,
  action: AccessAction,
  r: Extract<Resource, { kind: "communication" }>,
) => {
  switch (actor.userType) {
    case "SUPP":
      return (
        actor.organizationId === r.supplierOrganizationId &&
        SUPPLIER_ACTIONS.has(action) &&
        holds(actor, [MANAGE.SUPP[r.communicationType]])
      );
    case "NOTISPHERE":
      // The operator reads every event and may delete one; authoring stays with the supplier.
      return isRead(action)
        ? holds(actor, OPERATOR_READ)
        : action === "delete" && holds(actor, ["Notisphere_ManageRecalls"]);
    case "PROV":
      return false;
  }
};

const canProviderCommunication = (
  actor: Actor,
  action: AccessAction,
  r: Extract<Resource, { kind: "providerCommunication" }>,
) => {
  switch (actor.userType) {
    case "PROV": {
      if (actor.organizationId !== r.providerOrganizationId || !PROVIDER_ACTIONS.has(action)) return false;
      if (!holds(actor, [MANAGE.PROV[r.communicationType]])) return false;
      if (r.siteId !== undefined) return r.siteIds.includes(r.siteId) && seesSite(actor, r.siteId);
      // Creating a record has no sites yet; anything else needs at least one site the user is assigned to.
      return action === "create" || seesAnySite(actor, r.siteIds);
    }
    case "SUPP":
      // The sending supplier follows the answers but never writes into a provider's copy.
      return (
        isRead(action) &&
        r.supplierOrganizationId !== undefined &&
        actor.organizationId === r.supplierOrganizationId &&
        holds(actor, [MANAGE.SUPP[r.communicationType]])
      );
    case "NOTISPHERE":
      return isRead(action) && holds(actor, OPERATOR_READ);
  }
};

const canResponderResponse = (
  actor: Actor,
  action: AccessAction,
  r: Extract<Resource, { kind: "responderResponse" }>,
) => {
  if (!CRUD.has(action) && action !== "respond") return false;
  // Only the author edits, sends or deletes a response; colleagues with the role may read it.
  const ownerOnly = action === "edit" || action === "respond" || action === "delete";
  if (ownerOnly && actor.userId !== r.ownerUserId) return false;
  switch (actor.userType) {
    case "PROV":
      return actor.organizationId === r.providerOrganizationId && holds(actor, ["Provider_ResponderRole"]);
    case "NOTISPHERE":
      return isRead(action)
        ? holds(actor, ["NotiSphere_ResponderRole", "Notisphere_ProviderReadOnly"])
        : holds(actor, ["NotiSphere_ResponderRole"]);
    case "SUPP":
      return false;
  }
};

type TenantType = "SUPP" | "PROV";

const TENANT_AREA: Record<OrganizationArea, Partial<Record<TenantType, Permission>>> = {
  profile: { SUPP: "Supplier_ManageProfile", PROV: "Provider_ManageProfile" },
  users: { SUPP: "Supplier_ManageUsers", PROV: "Provider_ManageUsers" },
  roles: { SUPP: "Supplier_ManageRoles", PROV: "Provider_ManageRoles" },
  locations: { SUPP: "Supplier_ManageLocations", PROV: "Provider_ManageLocations" },
  billing: { SUPP: "Supplier_ManageBilling" },
  salesReps: { SUPP: "Supplier_ManageSalesRepresentative" },
  supplierContacts: { PROV: "Provider_ManageSupplierContacts" },
  emailTemplates: { PROV: "Provider_ManageEmailTemplates" },
  recallSettings: { SUPP: "Supplier_ManageRecalls", PROV: "Provider_ManageRecalls" },
  advisorySettings: { SUPP: "Supplier_ManageDisruption" },
  lookupValues: { SUPP: "Supplier_ManageLookupValues" },
  productFields: { SUPP: "Supplier_ManageProductFields" },
};

const OPERATOR_AREA = (area: OrganizationArea, type: OrganizationType): Permission | undefined => {
  switch (area) {
    case "profile":
      return type === "SUPPLIER"
        ? "Notisphere_ManageSuppliers"
        : type === "PROVIDER"
          ? "Notisphere_ManageProviders"
          : undefined;
    case "users":
      return "Notisphere_ManageUsers";
    case "roles":
      return "Notisphere_ManageRoles";
    case "locations":
      return "Notisphere_ManageLocations";
    case "billing":
      return "Notisphere_ManageBilling";
    case "salesReps":
      return "Notisphere_ManageSuppliers";
    case "supplierContacts":
      return "Notisphere_ManageProviders";
    case "emailTemplates":
      return "Notisphere_ManageEmailTemplates";
    case "recallSettings":
    case "advisorySettings":
      return "Notisphere_ManageRecalls";
    case "lookupValues":
      return "Notisphere_ManageLookupValues";
    case "productFields":
      return "Notisphere_ManageProductFields";
  }
};

const TENANT_ORG_TYPE: Record<TenantType, OrganizationType> = { SUPP: "SUPPLIER", PROV: "PROVIDER" };

const canOrganizationArea = (
  actor: Actor,
  action: AccessAction,
  r: Extract<Resource, { kind: "organizationArea" }>,
) => {
  if (!CRUD.has(action)) return false;
  if (actor.userType === "NOTISPHERE") {
    const manage = OPERATOR_AREA(r.area, r.organizationType);
    const read: Permission[] = r.organizationType === "PROVIDER" ? ["Notisphere_ProviderReadOnly"] : [];
    return holds(actor, manage === undefined ? read : isRead(action) ? [manage, ...read] : [manage]);
  }
  if (actor.organizationId !== r.organizationId || TENANT_ORG_TYPE[actor.userType] !== r.organizationType)
    return false;
  const permission = TENANT_AREA[r.area][actor.userType];
  return permission !== undefined && holds(actor, [permission]);
};

interface PlatformGrant {
  readonly read: Partial<Record<UserType, Need>>;
  readonly write: Partial<Record<UserType, Need>>;
}

const EVERYONE: Partial<Record<UserType, Need>> = { NOTISPHERE: "none", PROV: "none", SUPP: "none" };
const operatorOnly = (need: Need): Partial<Record<UserType, Need>> => ({ NOTISPHERE: need });

const PLATFORM: Record<PlatformArea, PlatformGrant> = {
  dashboard: { read: operatorOnly("none"), write: {} },
  keyMetrics: { read: operatorOnly(["Notisphere_ViewKeyMetrics"]), write: {} },
  faqs: { read: EVERYONE, write: operatorOnly(["Notisphere_ManageFAQs"]) },
  userGuides: { read: EVERYONE, write: operatorOnly(["Notisphere_ManageUserGuides"]) },
  supplierMaster: {
    read: operatorOnly(["Notisphere_ManageUserGuides"]),
    write: operatorOnly(["Notisphere_ManageUserGuides"]),
  },
  emailTemplates: {
    read: operatorOnly(["Notisphere_ManageEmailTemplates"]),
    write: operatorOnly(["Notisphere_ManageEmailTemplates"]),
  },
  // Dropdown contents are read by every form; only the operator edits the platform lists.
  lookupValues: { read: EVERYONE, write: operatorOnly(["Notisphere_ManageLookupValues"]) },
  productFields: { read: EVERYONE, write: operatorOnly(["Notisphere_ManageProductFields"]) },
  fda: {
    read: { NOTISPHERE: ["Notisphere_ViewFDAInformation"], PROV: ["Provider_ManageRecalls"] },
    write: {},
  },
  knownProviders: {
    read: operatorOnly(["Notisphere_ManageLocations"]),
    write: operatorOnly(["Notisphere_ManageLocations"]),
  },
  switchAccounts: {
    read: operatorOnly(["Notisphere_SwitchAccounts"]),
    write: operatorOnly(["Notisphere_SwitchAccounts"]),
  },
};

const canPlatformArea = (
  actor: Actor,
  action: AccessAction,
  r: Extract<Resource, { kind: "platformArea" }>,
) => {
  if (!CRUD.has(action)) return false;
  const grant = PLATFORM[r.area];
  const write = grant.write[actor.userType];
  // Whoever may change a list may also read it.
  return isRead(action)
    ? holds(actor, grant.read[actor.userType]) || holds(actor, write)
    : holds(actor, write);
};

export const can = (actor: Actor, action: AccessAction, resource: Resource): boolean => {
  switch (resource.kind) {
    case "communication":
      return canCommunication(actor, action, resource);
    case "providerCommunication":
      return canProviderCommunication(actor, action, resource);
    case "responderResponse":
      return canResponderResponse(actor, action, resource);
    case "organizationArea":
      return canOrganizationArea(actor, action, resource);
    case "platformArea":
      return canPlatformArea(actor, action, resource);
  }
};

/** The organisations that own a resource; a tenant actor outside this list never passes (tested as a property). */
export const ownersOf = (resource: Resource): readonly string[] => {
  switch (resource.kind) {
    case "communication":
      return [resource.supplierOrganizationId];
    case "providerCommunication":
      return resource.supplierOrganizationId === undefined
        ? [resource.providerOrganizationId]
        : [resource.providerOrganizationId, resource.supplierOrganizationId];
    case "responderResponse":
      return [resource.providerOrganizationId];
    case "organizationArea":
      return [resource.organizationId];
    case "platformArea":
      return [];
  }
};
