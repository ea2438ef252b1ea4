import type { Actor } from "../../access/actor.ts";
import { allows } from "../../access/rule.ts";
import { Forbidden } from "../../shared/errors.ts";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";
import { QUICK_LINK_POLICY, type QuickLinkOperation } from "./policy.ts";
import type { QuickLinkAction } from "./quick-link.ts";

export const NO_PERMISSION = COMMON_MESSAGES.texts.noPermission;

/** Refuses the operation unless the actor meets its rule in the quick-link policy. */
export const assertCanManageQuickLinks = (actor: Actor, operation: QuickLinkOperation): void => {
  if (!allows(actor, QUICK_LINK_POLICY[operation])) throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
};

const ACTION_NEEDS: Record<QuickLinkAction, QuickLinkOperation> = {
  edit: "save",
  activate: "save",
  deactivate: "save",
  delete: "delete",
};

/** The row actions this actor may take: the record's own actions, kept where the policy allows them. */
export const permittedQuickLinkActions = (
  actor: Actor,
  actions: readonly QuickLinkAction[],
): QuickLinkAction[] => actions.filter((action) => allows(actor, QUICK_LINK_POLICY[ACTION_NEEDS[action]]));
