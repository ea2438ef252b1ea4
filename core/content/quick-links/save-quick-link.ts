import type { Actor } from "../../access/actor.ts";
import { NotFound } from "../../shared/errors.ts";
import type { IdGenerator } from "../../shared/ports.ts";
import { assertCanManageQuickLinks, permittedQuickLinkActions } from "./authorize.ts";
import { QUICK_LINK_MESSAGES } from "./messages.ts";
import type { QuickLinkRow } from "./list-quick-links.ts";
import type { QuickLinkRepository } from "./ports.ts";
import { normalizeUrl, quickLinkActions, type QuickLinkInput } from "./quick-link.ts";

/**
 * The icon is the one field an edit may leave out: a form or a status toggle that sends no `path` keeps the
 * stored icon (the repository replaces every field it is given); only an explicit null removes it.
 */
const keptIcon = async (
  quickLinks: QuickLinkRepository,
  id: string,
  path: string | null | undefined,
): Promise<string | null> => (path !== undefined ? path : ((await quickLinks.findById(id))?.path ?? null));

/** POST /create both creates (no id) and updates (with id), as the original form did. */
export const saveQuickLink = async (
  deps: { quickLinks: QuickLinkRepository; ids: IdGenerator },
  actor: Actor,
  input: QuickLinkInput,
): Promise<QuickLinkRow> => {
  assertCanManageQuickLinks(actor, "save");
  const fields = {
    name: input.name.trim(),
    url: normalizeUrl(input.url),
    description: input.description?.trim() || null,
    status: input.status ?? "ACTIVE",
  };
  const saved = input.id
    ? await deps.quickLinks.update(input.id, {
        ...fields,
        path: await keptIcon(deps.quickLinks, input.id, input.path),
      })
    : await deps.quickLinks.insert({
        id: deps.ids.next(),
        createdBy: actor.userId,
        ...fields,
        path: input.path ?? null,
      });
  if (!saved) throw new NotFound(QUICK_LINK_MESSAGES.say("notFound"));
  return { ...saved, allowedActions: permittedQuickLinkActions(actor, quickLinkActions(saved.status)) };
};
