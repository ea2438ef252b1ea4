import {
  organisationUserStatus,
  type OrganisationUserStatus,
  type StatusSources,
} from "../users/organisation-user-status.ts";

/**
 * Who the operator's "non-verified users" list holds: members whose organisation-user status is VERIFICATION
 * (e-mail sent, link not yet followed) or NONVERIFIED. Deactivated, pending, locked, SSO and verified members are
 * not waiting for a verification e-mail. The SQL of the list mirrors this rule (provider-contact-repository.ts)
 * and an integration test checks the two agree.
 */
export const NON_VERIFIED_STATUSES = [
  "VERIFICATION",
  "NONVERIFIED",
] as const satisfies OrganisationUserStatus[];

export const isNonVerified = (sources: StatusSources): boolean =>
  (NON_VERIFIED_STATUSES as readonly OrganisationUserStatus[]).includes(organisationUserStatus(sources));

/** A verification e-mail can go to a person not yet verified; verified, SSO, locked or deactivated people are refused. */
export const mayReceiveVerification = (sources: StatusSources): boolean => isNonVerified(sources);
