import type { Actor } from "../../access/actor.ts";
import { NotFound } from "../../shared/errors.ts";
import { assertCanManageSites } from "./authorize.ts";
import { SITE_MESSAGES } from "./messages.ts";
import type { SiteStores } from "./ports.ts";
import { siteActions, type SiteAction, type SiteRecord } from "./site.ts";
import { visibleSites } from "./site-membership.ts";
import type { SiteOperation } from "./policy.ts";

export type SiteDetail = SiteRecord & { readonly allowedActions: readonly SiteAction[] };

/**
 * One of the caller's sites, or NotFound: a site of another organisation, or one the caller does not see, is
 * answered exactly like a site that does not exist.
 */
export const findVisibleSite = async (
  deps: Pick<SiteStores, "sites">,
  actor: Actor,
  id: string,
): Promise<SiteRecord> => {
  const site = await deps.sites.findById(actor.organizationId, id);
  if (!site) throw new NotFound(SITE_MESSAGES.say("notFound"));
  if (actor.siteIds !== "all") {
    const all = await deps.sites.listAll(actor.organizationId);
    if (!visibleSites({ siteIds: actor.siteIds }, all).some((s) => s.id === id))
      throw new NotFound(SITE_MESSAGES.say("notFound"));
  }
  return site;
};

export const getSite = async (
  deps: Pick<SiteStores, "sites">,
  actor: Actor,
  id: string,
  operation: SiteOperation = "view",
): Promise<SiteDetail> => {
  assertCanManageSites(actor, operation);
  const site = await findVisibleSite(deps, actor, id);
  return { ...site, allowedActions: siteActions(site) };
};
