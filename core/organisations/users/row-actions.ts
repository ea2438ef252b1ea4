import type { Actor } from "../../access/actor.ts";
import type { OrganisationUserRecord, UserAction } from "./user-administration.ts";

/**
 * What an administrator may do to one row: only to members of their own organisation (the operator's list
 * also shows everyone else's, read-only), never deactivate themselves, and each action only where the
 * person's state calls for it.
 */
export const userRowActions = (actor: Actor, row: OrganisationUserRecord): UserAction[] => {
  if (row.organizationId !== actor.organizationId) return [];
  const deactivated = row.membershipStatus === "DEACTIVATED";
  const actions: UserAction[] = [];
  if (!deactivated) actions.push("edit");
  if (row.accountStatus === "VERIFICATION" && !deactivated) actions.push("resendInvitation");
  if (row.lockedAt !== null) actions.push("unlock");
  if (deactivated) actions.push("reactivate");
  else if (row.userId !== actor.userId) actions.push("deactivate");
  return actions;
};
