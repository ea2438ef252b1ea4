/**
 * A person's status in one organisation (spec 2 §4, organisation-user status) comes from two records: the
 * account (`app_user.status`: VERIFIED, VERIFICATION until the e-mail link is followed, NONVERIFIED, SSO; and
 * `locked_at` after too many wrong passwords) and the membership (`membership.status`: ACTIVE, PENDING until an
 * administrator approves a self-registration, DEACTIVATED). The membership decides first, because a
 * deactivated or unapproved member may not work for that organisation whatever the account says.
 */
export type OrganisationUserStatus =
  "VERIFIED" | "VERIFICATION" | "NONVERIFIED" | "DEACTIVATED" | "LOCKED" | "PENDING" | "SSO";

export interface StatusSources {
  readonly accountStatus: string;
  readonly lockedAt: Date | null;
  readonly membershipStatus: string;
}

export const organisationUserStatus = (sources: StatusSources): OrganisationUserStatus => {
  if (sources.membershipStatus === "DEACTIVATED" || sources.accountStatus === "DEACTIVATED")
    return "DEACTIVATED";
  if (sources.membershipStatus === "PENDING") return "PENDING";
  if (sources.lockedAt !== null) return "LOCKED";
  switch (sources.accountStatus) {
    case "VERIFICATION":
    case "NONVERIFIED":
    case "SSO":
      return sources.accountStatus;
    default:
      return "VERIFIED";
  }
};
