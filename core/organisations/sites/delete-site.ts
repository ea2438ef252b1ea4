import type { Actor } from "../../access/actor.ts";
import { Conflict } from "../../shared/errors.ts";
import type { UnitOfWork } from "../../shared/unit-of-work.ts";
import { assertCanManageSites } from "./authorize.ts";
import { findVisibleSite } from "./get-site.ts";
import { SITE_MESSAGES } from "./messages.ts";
import type { SiteStores } from "./ports.ts";
import { assertSitesKeepVerifiedUser } from "./site-rules-check.ts";
import { applySiteChange, changedSiteAssignments } from "./site-membership.ts";

/**
 * DELETE /provider/sites/{id}. Corporate is refused, and so is a site recalls were addressed to. The site goes, and members assigned to it lose the
 * assignment in the same transaction; members who see every site are untouched.
 */
export const deleteSite = async (
  deps: { unitOfWork: UnitOfWork<SiteStores> },
  actor: Actor,
  id: string,
): Promise<void> => {
  assertCanManageSites(actor, "delete");
  await deps.unitOfWork.run(async (stores) => {
    await stores.sites.lockOrganisation(actor.organizationId);
    const site = await findVisibleSite(stores, actor, id);
    if (site.isCorporate) throw new Conflict(SITE_MESSAGES.say("corporateNotDeleted"));
    if (await stores.sites.hasRecalls(actor.organizationId, id))
      throw new Conflict(SITE_MESSAGES.say("hasRecalls", { name: site.name }));
    const sites = await stores.sites.listAll(actor.organizationId);
    const members = await stores.siteMembers.listMembers(actor.organizationId);
    const change = { type: "deleteSite", siteId: id } as const;
    // Never refuses today (a deletion takes no one from another site); kept so the rule stays the one gate.
    assertSitesKeepVerifiedUser(sites, members, change);
    const after = applySiteChange(sites, members, change);
    await stores.siteMembers.setSiteIds(actor.organizationId, changedSiteAssignments(members, after.members));
    await stores.sites.delete(actor.organizationId, id);
  });
};
