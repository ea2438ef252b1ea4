import type { Actor } from "../../access/actor.ts";
import { NotFound } from "../../shared/errors.ts";
import { assertCanManageQuickLinks, permittedQuickLinkActions } from "./authorize.ts";
import type { QuickLinkRow } from "./list-quick-links.ts";
import type { QuickLinkRepository } from "./ports.ts";
import { QUICK_LINK_MESSAGES } from "./messages.ts";
import { quickLinkActions } from "./quick-link.ts";

export const QUICK_LINK_NOT_FOUND = QUICK_LINK_MESSAGES.texts.notFound;

export const getQuickLink = async (
  deps: { quickLinks: QuickLinkRepository },
  actor: Actor,
  id: string,
): Promise<QuickLinkRow> => {
  assertCanManageQuickLinks(actor, "view");
  const link = await deps.quickLinks.findById(id);
  if (!link) throw new NotFound(QUICK_LINK_MESSAGES.say("notFound"));
  return { ...link, allowedActions: permittedQuickLinkActions(actor, quickLinkActions(link.status)) };
};
