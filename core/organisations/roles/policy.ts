import type { Actor } from "../../access/actor.ts";
import { allows, type AccessRule } from "../../access/rule.ts";
import { Forbidden } from "../../shared/errors.ts";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";

/**
 * Who administers roles on each side: a user of that side holding its ManageRoles permission. Every role
 * call of a side (list, catalogue, view, create, edit, copy, delete) has the same rule, and always works on
 * the caller's own organisation, so the side names the operation.
 */
export const ROLE_POLICY = {
  notisphere: { userTypes: ["NOTISPHERE"], permissions: ["Notisphere_ManageRoles"] },
  supplier: { userTypes: ["SUPP"], permissions: ["Supplier_ManageRoles"] },
  provider: { userTypes: ["PROV"], permissions: ["Provider_ManageRoles"] },
} as const satisfies Record<string, AccessRule>;

export type RoleSide = keyof typeof ROLE_POLICY;
export const ROLE_SIDES = Object.keys(ROLE_POLICY) as RoleSide[];

export const sideOfUserType = (userType: Actor["userType"]): RoleSide =>
  userType === "NOTISPHERE" ? "notisphere" : userType === "SUPP" ? "supplier" : "provider";

/** Refuses unless the actor administers roles on `side`. */
export const assertCanAdministerRoles = (actor: Actor, side: RoleSide): void => {
  if (!allows(actor, ROLE_POLICY[side])) throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
};
