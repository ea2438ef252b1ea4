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
 * The permissions a context owns, by the organisation type whose roles may hold them. Names keep the spec's
 * spelling (including NotiSphere_ResponderRole and the generic View_Dashboard) because tokens and saved roles
 * carry them verbatim.
 */
export type ContextPermissions = { readonly [Type in OrganizationType]?: readonly string[] };

/**
 * Every context's permissions, by context. The kernel names none: each context's `permissions.ts` adds its
 * list here (`declare module`), so a permission is added in the context that owns it, and `Permission` is the
 * union of them all. The runtime list is assembled in core/permissions-catalogue.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the contexts' declarations
export interface PermissionRegistry {}

type NamesOf<Lists> = {
  [Type in keyof Lists]: Lists[Type] extends readonly (infer Name)[] ? Name : never;
}[keyof Lists];

/** A permission name, as tokens, saved roles and route contracts carry it. */
export type Permission = {
  [Context in keyof PermissionRegistry]: NamesOf<PermissionRegistry[Context]>;
}[keyof PermissionRegistry];

/** Role names with special landing rules and the operator super-role. */
export const ROLE_NAMES = {
  operatorAdmin: "notisphereadmin",
  administrator: "Administrator",
  responder: "Responder",
  recallCoordinator: "Recall Coordinator",
  sourcingCoordinator: "Sourcing Coordinator",
  operatorReadOnly: "Provider Read Only",
} as const;

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
