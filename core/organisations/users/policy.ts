import type { AccessRule } from "../../access/rule.ts";
import { ADMINISTRATION_PERMISSION } from "../roles/administration.ts";
import {
  ORGANIZATION_TYPE_OF_SIDE,
  USER_SIDES,
  USER_TYPE_OF_SIDE,
  type UserSide,
} from "./user-administration.ts";

export const USER_OPERATIONS = [
  "list",
  "view",
  "invite",
  "update",
  "deactivate",
  "reactivate",
  "unlock",
  "resendInvitation",
  "roleOptions",
] as const;
type UserOperationName = (typeof USER_OPERATIONS)[number];

/** An operation on one side's users screen, e.g. "supplier.invite"; the provider side also has its site picker. */
export type UserAdministrationOperation = `${UserSide}.${UserOperationName}` | "provider.siteOptions";

/** Each side's users are administered by that side's users holding its *_ManageUsers (the administrators). */
const administratorsOf = (side: UserSide): AccessRule => ({
  userTypes: [USER_TYPE_OF_SIDE[side]],
  permissions: [ADMINISTRATION_PERMISSION[ORGANIZATION_TYPE_OF_SIDE[side]]],
});

/**
 * Who may do each users operation: the routes declare these rules as their guards and the use cases check
 * them (the drift test users.policy.test.ts holds both to it).
 */
export const USER_ADMINISTRATION_POLICY = Object.fromEntries([
  ...USER_SIDES.flatMap((side) =>
    USER_OPERATIONS.map((operation) => [`${side}.${operation}`, administratorsOf(side)] as const),
  ),
  ["provider.siteOptions", administratorsOf("provider")],
]) as Readonly<Record<UserAdministrationOperation, AccessRule>>;
