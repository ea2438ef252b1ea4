import type { Actor } from "../access/actor.ts";
import type { Page } from "../shared/paging.ts";
import { assertCanManageQuickLinks, permittedQuickLinkActions } from "./authorize.ts";
import type { QuickLinkListRequest, QuickLinkRepository } from "./ports.ts";
import { quickLinkActions, type QuickLinkAction, type QuickLinkRecord } from "./quick-link.ts";

export type QuickLinkRow = QuickLinkRecord & { readonly allowedActions: readonly QuickLinkAction[] };

export const listQuickLinks = async (
  deps: { quickLinks: QuickLinkRepository },
  actor: Actor,
  request: QuickLinkListRequest,
): Promise<Page<QuickLinkRow>> => {
  assertCanManageQuickLinks(actor);
  const page = await deps.quickLinks.list(request);
  return {
    ...page,
    items: page.items.map((link) => ({
      ...link,
      allowedActions: permittedQuickLinkActions(actor, quickLinkActions(link.status)),
    })),
  };
};
