import type { Actor } from "../../access/actor.ts";
import { NotFound } from "../../shared/errors.ts";
import type { IdGenerator } from "../../shared/ports.ts";
import { assertCanManageQuickLinks, permittedQuickLinkActions } from "./authorize.ts";
import { QUICK_LINK_NOT_FOUND } from "./get-quick-link.ts";
import type { QuickLinkRow } from "./list-quick-links.ts";
import type { QuickLinkRepository } from "./ports.ts";
import { normalizeUrl, quickLinkActions, type QuickLinkInput } from "./quick-link.ts";

/** POST /create both creates (no id) and updates (with id), as the original form did. */
export const saveQuickLink = async (
  deps: { quickLinks: QuickLinkRepository; ids: IdGenerator },
  actor: Actor,
  input: QuickLinkInput,
): Promise<QuickLinkRow> => {
  assertCanManageQuickLinks(actor, input.id ? "edit" : "create");
  const fields = {
    name: input.name.trim(),
    url: normalizeUrl(input.url),
    description: input.description?.trim() || null,
    status: input.status ?? "ACTIVE",
    path: input.path ?? null,
  };
  const saved = input.id
    ? await deps.quickLinks.update(input.id, fields)
    : await deps.quickLinks.insert({ id: deps.ids.next(), createdBy: actor.userId, ...fields });
  if (!saved) throw new NotFound({ message: QUICK_LINK_NOT_FOUND });
  return { ...saved, allowedActions: permittedQuickLinkActions(actor, quickLinkActions(saved.status)) };
};
