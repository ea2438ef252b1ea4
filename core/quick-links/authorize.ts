import type { Actor } from "../access/actor.ts";
import { Forbidden } from "../shared/errors.ts";

/** Quick links are managed by operator users holding any permission (routes.tsv: "any permission"). */
export const canManageQuickLinks = (actor: Actor): boolean =>
  actor.userType === "NOTISPHERE" && actor.permissions.length > 0;

export const assertCanManageQuickLinks = (actor: Actor): void => {
  if (!canManageQuickLinks(actor)) throw new Forbidden({ message: "You don't have permission to access." });
};
