import type { Actor } from "../../access/actor.ts";
import type { Page } from "../../shared/paging.ts";
import { assertCanManageSites } from "./authorize.ts";
import type { SiteListRequest, SiteStores } from "./ports.ts";
import { siteActions, type SiteAction, type SiteListRecord } from "./site.ts";
import { visibleSites } from "./site-membership.ts";

export type SiteRow = SiteListRecord & { readonly allowedActions: readonly SiteAction[] };

/**
 * The caller's own sites, one page. A member assigned to some sites sees only those (visibleSites: all when
 * they see every site or hold the Corporate site).
 */
export const listSites = async (
  deps: Pick<SiteStores, "sites">,
  actor: Actor,
  request: SiteListRequest,
): Promise<Page<SiteRow>> => {
  assertCanManageSites(actor, "list");
  const onlySiteIds =
    actor.siteIds === "all" ? undefined : await scopedSiteIds(deps, actor.organizationId, actor.siteIds);
  const page = await deps.sites.list(actor.organizationId, {
    ...request,
    ...(onlySiteIds === undefined ? {} : { onlySiteIds }),
  });
  return { ...page, items: page.items.map((site) => ({ ...site, allowedActions: siteActions(site) })) };
};

/** The ids a site-scoped member sees, or undefined when that is every site (they hold Corporate). */
export const scopedSiteIds = async (
  deps: Pick<SiteStores, "sites">,
  organizationId: string,
  siteIds: readonly string[],
): Promise<readonly string[] | undefined> => {
  const all = await deps.sites.listAll(organizationId);
  const visible = visibleSites({ siteIds }, all);
  return visible.length === all.length ? undefined : visible.map((site) => site.id);
};
