import type { Actor } from "../../access/actor.ts";
import { NotFound } from "../../shared/errors.ts";
import type { Clock } from "../../shared/ports.ts";
import { assertCanManageQuickLinks } from "./authorize.ts";
import { QUICK_LINK_MESSAGES } from "./messages.ts";
import type { QuickLinkRepository } from "./ports.ts";

export const deleteQuickLink = async (
  deps: { quickLinks: QuickLinkRepository; clock: Clock },
  actor: Actor,
  id: string,
): Promise<void> => {
  assertCanManageQuickLinks(actor, "delete");
  const deleted = await deps.quickLinks.softDelete(id, deps.clock.now());
  if (!deleted) throw new NotFound(QUICK_LINK_MESSAGES.say("notFound"));
};
