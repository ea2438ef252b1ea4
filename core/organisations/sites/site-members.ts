import type { Actor } from "../../access/actor.ts";
import { Conflict } from "../../shared/errors.ts";
import type { UnitOfWork } from "../../shared/unit-of-work.ts";
import { assertCanManageSites } from "./authorize.ts";
import { findVisibleSite } from "./get-site.ts";
import { SITE_MESSAGES } from "./messages.ts";
import type { SiteStores } from "./ports.ts";
import { chosenMembers } from "./save-site.ts";
import {
  applySiteChange,
  belongsToSite,
  changedSiteAssignments,
  isVerified,
  verifiedMembersOf,
} from "./site-membership.ts";
import type { SiteMemberRecord } from "./site.ts";
import { assertSitesKeepVerifiedUser } from "./site-rules-check.ts";

/** A member as the members editor lists it for one site. */
export type SiteMemberRow = SiteMemberRecord & {
  /** Belongs to this site (always, when they see every site). */
  readonly belongs: boolean;
  /** Sees every site: belongs here whatever the editor says (the users screen narrows that). */
  readonly allSites: boolean;
  readonly verified: boolean;
};

const rowsFor = (siteId: string, members: readonly SiteMemberRecord[]): SiteMemberRow[] =>
  members.map((member) => ({
    ...member,
    belongs: belongsToSite(member, siteId),
    allSites: member.siteIds === null,
    verified: isVerified(member),
  }));

/** GET /provider/sites/members: every member of the organisation with their sites, for a new site's first members. */
export const listOrganisationMembers = async (
  deps: Pick<SiteStores, "siteMembers">,
  actor: Actor,
): Promise<readonly SiteMemberRecord[]> => {
  assertCanManageSites(actor, "listMembers");
  return deps.siteMembers.listMembers(actor.organizationId);
};

/** GET /provider/sites/{id}/members: every member of the organisation, marked with whether they belong. */
export const listSiteMembers = async (
  deps: Pick<SiteStores, "sites" | "siteMembers">,
  actor: Actor,
  siteId: string,
): Promise<SiteMemberRow[]> => {
  assertCanManageSites(actor, "listMembers");
  await findVisibleSite(deps, actor, siteId);
  return rowsFor(siteId, await deps.siteMembers.listMembers(actor.organizationId));
};

/**
 * PUT /provider/sites/{id}/members: the assigned members become exactly those chosen. Refused, changing
 * nothing, when it would leave the site (or any site) without a verified member.
 */
export const setSiteMembers = async (
  deps: { unitOfWork: UnitOfWork<SiteStores> },
  actor: Actor,
  siteId: string,
  memberIds: readonly string[],
): Promise<SiteMemberRow[]> => {
  assertCanManageSites(actor, "setMembers");
  return deps.unitOfWork.run(async (stores) => {
    await stores.sites.lockOrganisation(actor.organizationId);
    const site = await findVisibleSite(stores, actor, siteId);
    const sites = await stores.sites.listAll(actor.organizationId);
    const members = await stores.siteMembers.listMembers(actor.organizationId);
    const change = {
      type: "setSiteMembers",
      siteId,
      membershipIds: chosenMembers(members, memberIds).map((member) => member.membershipId),
    } as const;
    assertSitesKeepVerifiedUser(sites, members, change);
    const after = applySiteChange(sites, members, change).members;
    // The edited site itself must end with a verified member, even when it had none before (old data).
    if (verifiedMembersOf(siteId, after).length === 0)
      throw new Conflict(SITE_MESSAGES.say("leftWithoutVerified", { sites: `'${site.name}'` }));
    await stores.siteMembers.setSiteIds(actor.organizationId, changedSiteAssignments(members, after));
    return rowsFor(siteId, after);
  });
};
