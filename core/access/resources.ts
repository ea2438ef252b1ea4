import type { OrganizationType } from "./permissions.ts";

export type CommunicationType = "RECALL" | "PRODUCT DISRUPTION";

/** What an actor may try to do. `view` is the only reading action; every other one changes something. */
export const ACCESS_ACTIONS = [
  "view",
  "create",
  "edit",
  "delete",
  "approve",
  "send",
  "closeOpen",
  "postUpdate",
  "changeLocationStatus",
  "acknowledge",
  "respond",
  "complete",
  "reopen",
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** Settings and lists that belong to one organisation. */
export const ORGANIZATION_AREAS = [
  "profile",
  "users",
  "roles",
  "locations",
  "billing",
  "salesReps",
  "supplierContacts",
  "emailTemplates",
  "recallSettings",
  "advisorySettings",
  "lookupValues",
  "productFields",
] as const;
export type OrganizationArea = (typeof ORGANIZATION_AREAS)[number];

/**
 * Platform-wide screens that no tenant owns and no context's own policy covers yet (quick links and the
 * location pre-processor are decided by their contexts' `policy.ts`).
 */
export const PLATFORM_AREAS = [
  "dashboard",
  "keyMetrics",
  "faqs",
  "userGuides",
  "supplierMaster",
  "emailTemplates",
  "lookupValues",
  "productFields",
  "fda",
  "knownProviders",
  "switchAccounts",
] as const;
export type PlatformArea = (typeof PLATFORM_AREAS)[number];

/**
 * The things access is decided on, each carrying the ids that say who owns it. Adapters build these from the
 * stored rows, so `can` never needs a repository.
 */
export type Resource =
  /** A recall or advisory as its supplier authored it. */
  | {
      readonly kind: "communication";
      readonly supplierOrganizationId: string;
      readonly communicationType: CommunicationType;
    }
  /** One provider's copy of a communication, or a communication the provider created itself. */
  | {
      readonly kind: "providerCommunication";
      readonly providerOrganizationId: string;
      /** The sending supplier; absent for provider-created records. */
      readonly supplierOrganizationId?: string | undefined;
      readonly communicationType: CommunicationType;
      /** The affected sites of this provider. */
      readonly siteIds: readonly string[];
      /** Set when the action concerns one site (acknowledge or answer per site). */
      readonly siteId?: string | undefined;
    }
  /** An eR response written by one provider user. */
  | {
      readonly kind: "responderResponse";
      readonly providerOrganizationId: string;
      readonly ownerUserId: string;
    }
  | {
      readonly kind: "organizationArea";
      readonly organizationId: string;
      readonly organizationType: OrganizationType;
      readonly area: OrganizationArea;
    }
  | { readonly kind: "platformArea"; readonly area: PlatformArea };
