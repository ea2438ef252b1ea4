import type { OrganizationType } from "../../access/permissions.ts";
import { holdsAdministration } from "../roles/administration.ts";

/**
 * The rules every change to an organisation's users obeys, pure so they are property-tested
 * (rules.property.test.ts) and the use cases only gather the facts they need.
 */

/** Who counts as an administrator: an administrator role, on an ACTIVE membership of an account still open. */
export const isCountedAdministrator = (
  organizationType: OrganizationType,
  member: {
    readonly permissions: readonly string[];
    readonly membershipStatus: string;
    readonly accountStatus: string;
  },
): boolean =>
  holdsAdministration(organizationType, member.permissions) &&
  member.membershipStatus === "ACTIVE" &&
  member.accountStatus !== "DEACTIVATED";

/** The permissions of `granted` that `held` lacks: nobody hands out (or takes) more than they hold themselves. */
export const permissionsBeyond = (held: readonly string[], granted: readonly string[]): string[] =>
  granted.filter((permission) => !held.includes(permission));

/** The chosen sites that are not the organisation's own. */
export const sitesOutside = (organisationSiteIds: readonly string[], chosen: readonly string[]): string[] =>
  chosen.filter((id) => !organisationSiteIds.includes(id));

export type MemberChange =
  { readonly kind: "deactivate" } | { readonly kind: "changeRole"; readonly permissions: readonly string[] };

export interface ChangeFacts {
  readonly organizationType: OrganizationType;
  readonly actor: { readonly userId: string; readonly permissions: readonly string[] };
  readonly target: {
    readonly userId: string;
    readonly permissions: readonly string[];
    readonly membershipStatus: string;
    readonly accountStatus: string;
  };
  /** Counted administrators of the organisation other than the target. */
  readonly otherAdministrators: number;
  readonly change: MemberChange;
}

export type ChangeRefusal =
  | { readonly reason: "selfDeactivation" }
  | { readonly reason: "beyondOwnPermissions"; readonly permissions: readonly string[] }
  | { readonly reason: "lastAdministrator" };

/**
 * Why a deactivation or a role change may not happen, or undefined when it may: nobody deactivates
 * themselves, nobody gives a role holding permissions they lack (so nobody raises their own), and the last
 * administrator can be neither deactivated nor demoted.
 */
export const refusalOfChange = (facts: ChangeFacts): ChangeRefusal | undefined => {
  const { change, target } = facts;
  if (change.kind === "deactivate" && target.userId === facts.actor.userId)
    return { reason: "selfDeactivation" };
  if (change.kind === "changeRole") {
    const beyond = permissionsBeyond(facts.actor.permissions, change.permissions);
    if (beyond.length > 0) return { reason: "beyondOwnPermissions", permissions: beyond };
  }
  const wasAdministrator = isCountedAdministrator(facts.organizationType, target);
  const staysAdministrator =
    change.kind === "changeRole" &&
    isCountedAdministrator(facts.organizationType, { ...target, permissions: change.permissions });
  if (wasAdministrator && !staysAdministrator && facts.otherAdministrators === 0)
    return { reason: "lastAdministrator" };
  return undefined;
};
