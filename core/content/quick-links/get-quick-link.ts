import type { Actor } from "../../access/actor.ts";
import { NotFound } from "../../shared/errors.ts";
import { assertCanManageQuickLinks, permittedQuickLinkActions } from "./authorize.ts";
import type { QuickLinkRow } from "./list-quick-links.ts";
import type { QuickLinkRepository } from "./ports.ts";
import { quickLinkActions } from "./quick-link.ts";

export const QUICK_LINK_NOT_FOUND = "Quick link not found";

export const getQuickLink = async (
  deps: { quickLinks: QuickLinkRepository },
  actor: Actor,
  id: string,
): Promise<QuickLinkRow> => {
  assertCanManageQuickLinks(actor, "view");
  const link = await deps.quickLinks.findById(id);
  if (!link) throw new NotFound({ message: QUICK_LINK_NOT_FOUND });
  return { ...link, allowedActions: permittedQuickLinkActions(actor, quickLinkActions(link.status)) };
};
