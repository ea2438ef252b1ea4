import type { Actor } from "../../access/actor.ts";
import { can } from "../../access/can.ts";
import type { AccessAction } from "../../access/resources.ts";
import { Forbidden } from "../../shared/errors.ts";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";
import type { QuickLinkAction } from "./quick-link.ts";

const QUICK_LINKS = { kind: "platformArea", area: "quickLinks" } as const;
export const NO_PERMISSION = COMMON_MESSAGES.texts.noPermission;

/**
 * The quick-links screen is the operator's (routes.tsv: any operator permission). Reading follows the route;
 * changing follows `can`, so the read-only operator sees the list but gets no actions and no writes.
 */
export const assertCanManageQuickLinks = (actor: Actor, action: AccessAction = "view"): void => {
  const operator = actor.userType === "NOTISPHERE" && actor.permissions.length > 0;
  if (!operator || !can(actor, action, QUICK_LINKS)) throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
};

const ACTION_NEEDS: Record<QuickLinkAction, AccessAction> = {
  edit: "edit",
  activate: "edit",
  deactivate: "edit",
  delete: "delete",
};

/** The row actions this actor may take: the record's own actions, filtered by `can`. */
export const permittedQuickLinkActions = (
  actor: Actor,
  actions: readonly QuickLinkAction[],
): QuickLinkAction[] => actions.filter((action) => can(actor, ACTION_NEEDS[action], QUICK_LINKS));
