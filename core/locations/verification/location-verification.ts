import { defineMachine } from "../../shared/machine/machine.ts";

/**
 * A supplier location mapped to a provider, as the provider verifies it.
 * UNVERIFIED is the blank status before anyone marked it.
 */
export const LOCATION_VERIFICATION_STATES = [
  "UNVERIFIED",
  "Covered",
  "NotCovered",
  "Invalid",
  "Emailed",
] as const;
export type LocationVerificationState = (typeof LOCATION_VERIFICATION_STATES)[number];

export const LOCATION_VERIFICATION_EVENTS = [
  "markCovered",
  "markNotCovered",
  "markInvalid",
  "markEmailed",
  "reset",
] as const;
export type LocationVerificationEvent = (typeof LOCATION_VERIFICATION_EVENTS)[number];

export const LOCATION_VERIFICATION_ROLES = ["provider", "operator"] as const;
export type LocationVerificationRole = (typeof LOCATION_VERIFICATION_ROLES)[number];

export interface LocationVerificationContext {
  /** The provider's centralised-handling setting; unset counts as centralised. */
  readonly centralised: boolean | null | undefined;
  /**
   * Whether the acting user's membership includes the site chosen to handle the row (site list null = every
   * site, or it names the site). Read only when the organisation is decentralised; absent counts as no.
   */
  readonly handlesChosenSite?: boolean;
}

/** The sites a membership lists, or "all" (membership.site_ids null), as the actor carries them. */
export type MembershipSites = readonly string[] | "all";

/**
 * Whether a membership includes a site: it sees every site, or it lists this one. Listing the Corporate site
 * does not make a member part of every site here: in a decentralised organisation the point is that the
 * central office does not speak for a hospital, so only that hospital's own people may claim it.
 */
export const membershipIncludesSite = (sites: MembershipSites, siteId: string): boolean =>
  sites === "all" || sites.includes(siteId);

/**
 * Who may mark Covered: in a centralised organisation (setting true or unset) anyone allowed to verify; in a
 * decentralised one only a member of the site that will handle the row's recalls.
 */
export const coveredAllowed = (context: LocationVerificationContext): boolean =>
  context.centralised !== false || context.handlesChosenSite === true;

const coveredGuard = (c: LocationVerificationContext) => (coveredAllowed(c) ? undefined : "decentralised");

/** Rows a provider marked Invalid vanish from its list, so only the operator can revisit them. */
const PROVIDER_VISIBLE = [
  "UNVERIFIED",
  "Covered",
  "NotCovered",
  "Emailed",
] as const satisfies readonly LocationVerificationState[];
const ALL = LOCATION_VERIFICATION_STATES;

export const locationVerificationMachine = defineMachine<
  LocationVerificationState,
  LocationVerificationEvent,
  LocationVerificationRole,
  LocationVerificationContext
>({
  name: "locationVerification",
  states: LOCATION_VERIFICATION_STATES,
  events: LOCATION_VERIFICATION_EVENTS,
  roles: LOCATION_VERIFICATION_ROLES,
  rules: [
    { from: PROVIDER_VISIBLE, event: "markCovered", to: "Covered", by: ["provider"], guard: coveredGuard },
    { from: ALL, event: "markCovered", to: "Covered", by: ["operator"], guard: coveredGuard },
    { from: PROVIDER_VISIBLE, event: "markNotCovered", to: "NotCovered", by: ["provider"] },
    { from: ALL, event: "markNotCovered", to: "NotCovered", by: ["operator"] },
    { from: PROVIDER_VISIBLE, event: "markInvalid", to: "Invalid", by: ["provider"] },
    { from: ALL, event: "markInvalid", to: "Invalid", by: ["operator"] },
    { from: PROVIDER_VISIBLE, event: "markEmailed", to: "Emailed", by: ["provider"] },
    { from: ALL, event: "markEmailed", to: "Emailed", by: ["operator"] },
    // Undoing a mark is an operator correction (for instance after a wrong Invalid), not a provider shortcut.
    {
      from: ["Covered", "NotCovered", "Invalid", "Emailed"],
      event: "reset",
      to: "UNVERIFIED",
      by: ["operator"],
    },
  ],
});
