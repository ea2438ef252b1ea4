import { coveredAllowed, membershipIncludesSite, type MembershipSites } from "./location-verification.ts";
import type { VerificationSite } from "./provider-verification-ports.ts";

/**
 * The sites a row can be assigned to when Covered: every site of the organisation except Corporate. Corporate
 * is the organisation-wide view, not a place that receives goods, so recalls routed "to Corporate" would reach
 * no hospital's coordinator; it is offered only when it is the only site (a provider that never set up its
 * sites still has somewhere for its Covered rows to go).
 */
export const assignableSites = <S extends VerificationSite>(sites: readonly S[]): S[] => {
  const real = sites.filter((site) => !site.isCorporate);
  return real.length > 0 ? real : [...sites];
};

/** What decides whether this user may mark a row Covered for a site. */
export interface CoverFacts {
  /** organization.centralized; null when never set (counts as centralised). */
  readonly centralised: boolean | null;
  /** The acting user's membership sites. */
  readonly memberSites: MembershipSites;
}

/** Whether the user may mark rows Covered with `siteId` as the handling site (the state machine's guard). */
export const mayCoverSite = (facts: CoverFacts, siteId: string): boolean =>
  coveredAllowed({
    centralised: facts.centralised,
    handlesChosenSite: membershipIncludesSite(facts.memberSites, siteId),
  });
