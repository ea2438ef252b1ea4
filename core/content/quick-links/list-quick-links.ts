import type { Actor } from "../../access/actor.ts";
import type { Page } from "../../shared/paging.ts";
import { assertCanManageQuickLinks, permittedQuickLinkActions } from "./authorize.ts";
import type { QuickLinkListRequest, QuickLinkRepository } from "./ports.ts";
import { quickLinkActions, type QuickLinkAction, type QuickLinkRecord } from "./quick-link.ts";

export type QuickLinkRow = QuickLinkRecord & { readonly allowedActions: readonly QuickLinkAction[] };

export const listQuickLinks = async (
  deps: { quickLinks: QuickLinkRepository },
  actor: Actor,
  request: QuickLinkListRequest,
): Promise<Page<QuickLinkRow>> => {
  assertCanManageQuickLinks(actor, "list");
  const page = await deps.quickLinks.list(request);
  // A row's actions depend only on its status and the actor, so they are worked out once per status.
  const actionsOf = {
    ACTIVE: permittedQuickLinkActions(actor, quickLinkActions("ACTIVE")),
    INACTIVE: permittedQuickLinkActions(actor, quickLinkActions("INACTIVE")),
  };
  return { ...page, items: page.items.map((link) => ({ ...link, allowedActions: actionsOf[link.status] })) };
};
