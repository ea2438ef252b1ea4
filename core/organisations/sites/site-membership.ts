import type { OrganisationUserStatus } from "../users/organisation-user-status.ts";

/**
 * The site rules in one place, pure, shared by the sites screen and (after merge) the users screen.
 *
 * A provider member belongs to a site when its `siteIds` is null (all sites: the Corporate view) or lists the
 * site. A site keeps at least one VERIFIED member (organisation-user status, spec 2 §4): sites are what recalls
 * are addressed to, and a site nobody verified can answer for would receive recalls no one reads.
 */
export interface SiteRef {
  readonly id: string;
  readonly name: string;
  /** The default Corporate site: sees every site of the organisation and cannot be deleted. */
  readonly isCorporate: boolean;
}

export interface SiteMemberRef {
  readonly membershipId: string;
  /** null = all sites; otherwise the sites the member is assigned to. */
  readonly siteIds: readonly string[] | null;
  readonly status: OrganisationUserStatus;
}

export const isVerified = (member: Pick<SiteMemberRef, "status">): boolean => member.status === "VERIFIED";

export const belongsToSite = (member: Pick<SiteMemberRef, "siteIds">, siteId: string): boolean =>
  member.siteIds === null || member.siteIds.includes(siteId);

/** The verified members of one site, in the order given. */
export const verifiedMembersOf = <M extends SiteMemberRef>(siteId: string, members: readonly M[]): M[] =>
  members.filter((member) => isVerified(member) && belongsToSite(member, siteId));

/**
 * The sites a member sees: every site when `siteIds` is null or names the Corporate site (Corporate sees
 * everything), otherwise the listed sites that exist, in the order of `sites`.
 */
export const visibleSites = <S extends SiteRef>(
  membership: Pick<SiteMemberRef, "siteIds">,
  sites: readonly S[],
): S[] => {
  const listed = membership.siteIds;
  if (listed === null) return [...sites];
  if (sites.some((site) => site.isCorporate && listed.includes(site.id))) return [...sites];
  return sites.filter((site) => listed.includes(site.id));
};

/**
 * A change to sites or memberships, as the callers make them:
 * - `setSiteMembers`: the site's assigned members become exactly `membershipIds`. Members whose `siteIds` is
 *   null belong to every site and are left alone (the users screen narrows them to a list first).
 * - `updateMembership`: one member's sites and/or status change (a site edit on the users screen, deactivation
 *   = status "DEACTIVATED", a role or account change that moves them out of VERIFIED).
 * - `removeMembership`: the member leaves the organisation.
 * - `deleteSite`: the site goes, and with it every member's assignment to it.
 */
export type SiteChange =
  | { readonly type: "setSiteMembers"; readonly siteId: string; readonly membershipIds: readonly string[] }
  | {
      readonly type: "updateMembership";
      readonly membershipId: string;
      readonly siteIds?: readonly string[] | null;
      readonly status?: OrganisationUserStatus;
    }
  | { readonly type: "removeMembership"; readonly membershipId: string }
  | { readonly type: "deleteSite"; readonly siteId: string };

/** Sites and members after the change; members are returned in the order given. */
export const applySiteChange = <S extends SiteRef, M extends SiteMemberRef>(
  sites: readonly S[],
  members: readonly M[],
  change: SiteChange,
): { sites: S[]; members: M[] } => {
  switch (change.type) {
    case "setSiteMembers": {
      const chosen = new Set(change.membershipIds);
      return {
        sites: [...sites],
        members: members.map((member) => {
          if (member.siteIds === null) return member;
          const others = member.siteIds.filter((id) => id !== change.siteId);
          return {
            ...member,
            siteIds: chosen.has(member.membershipId) ? [...others, change.siteId] : others,
          };
        }),
      };
    }
    case "updateMembership":
      return {
        sites: [...sites],
        members: members.map((member) =>
          member.membershipId === change.membershipId
            ? {
                ...member,
                ...(change.siteIds !== undefined ? { siteIds: change.siteIds } : {}),
                ...(change.status !== undefined ? { status: change.status } : {}),
              }
            : member,
        ),
      };
    case "removeMembership":
      return {
        sites: [...sites],
        members: members.filter((member) => member.membershipId !== change.membershipId),
      };
    case "deleteSite":
      return {
        sites: sites.filter((site) => site.id !== change.siteId),
        members: members.map((member) =>
          member.siteIds === null
            ? member
            : { ...member, siteIds: member.siteIds.filter((id) => id !== change.siteId) },
        ),
      };
  }
};

/**
 * The sites this change would leave without a verified member: those that have at least one verified member
 * now and none after the change, in the order of `sites`. Empty means the change keeps the rule.
 *
 * Contract for callers (users screen: deactivate, remove, change sites or status; sites screen: members,
 * delete): pass every site of the organisation and every member of it as they are now (status from
 * `organisationUserStatus`); refuse the change when the answer is not empty and name the sites in the message.
 * A site that already had no verified member (old data) does not block unrelated changes; a deleted site is
 * never reported.
 */
export const sitesLeftWithoutVerifiedUser = <S extends SiteRef, M extends SiteMemberRef>(
  sites: readonly S[],
  members: readonly M[],
  change: SiteChange,
): S[] => {
  const after = applySiteChange(sites, members, change);
  const remaining = new Set(after.sites.map((site) => site.id));
  return sites.filter(
    (site) =>
      remaining.has(site.id) &&
      verifiedMembersOf(site.id, members).length > 0 &&
      verifiedMembersOf(site.id, after.members).length === 0,
  );
};

const sameSites = (a: readonly string[] | null, b: readonly string[] | null): boolean =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((id) => b.includes(id)));

/** The members whose site lists differ between two versions of the same list (same order), as writes. */
export const changedSiteAssignments = (
  before: readonly SiteMemberRef[],
  after: readonly SiteMemberRef[],
): { membershipId: string; siteIds: readonly string[] | null }[] =>
  after
    .filter((member, index) => !sameSites(member.siteIds, before[index]?.siteIds ?? null))
    .map(({ membershipId, siteIds }) => ({ membershipId, siteIds }));
