import type { Actor } from "./actor.ts";
import type { Permission, UserType } from "./permissions.ts";

/**
 * Who may do one operation: a signed-in user of one of `userTypes` (any type when absent) holding one of
 * `permissions` ("any": at least one permission of any kind; absent or empty: none needed). Each context's
 * `policy.ts` names one rule per operation, and both the route that exposes the operation and the use case
 * that performs it read that rule, so the two checks cannot disagree.
 */
export interface AccessRule {
  readonly userTypes?: readonly UserType[];
  readonly permissions?: readonly Permission[] | "any";
  /**
   * When set, the use case alone refuses, with this message, and the route asks only for a signed-in user, so
   * the caller reads why it was refused instead of the generic "no permission".
   */
  readonly refusal?: string;
}

/** Any signed-in user. */
export const SIGNED_IN = {} as const satisfies AccessRule;

const holdsPermission = (rule: AccessRule, held: readonly Permission[]): boolean => {
  if (rule.permissions === "any") return held.length > 0;
  if (rule.permissions === undefined || rule.permissions.length === 0) return true;
  return rule.permissions.some((permission) => held.includes(permission));
};

/** Whether the actor meets the rule: the right user type and one of the permissions it names. */
export const allows = (actor: Pick<Actor, "userType" | "permissions">, rule: AccessRule): boolean =>
  (rule.userTypes === undefined || rule.userTypes.includes(actor.userType)) &&
  holdsPermission(rule, actor.permissions);
