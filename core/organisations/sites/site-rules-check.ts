import { Conflict } from "../../shared/errors.ts";
import { SITE_MESSAGES } from "./messages.ts";
import { sitesLeftWithoutVerifiedUser, type SiteChange } from "./site-membership.ts";
import type { SiteMemberRecord, SiteRecord } from "./site.ts";

/** Refuses, naming the sites, a change that would leave a site without a verified member. */
export const assertSitesKeepVerifiedUser = (
  sites: readonly SiteRecord[],
  members: readonly SiteMemberRecord[],
  change: SiteChange,
): void => {
  const left = sitesLeftWithoutVerifiedUser(sites, members, change);
  if (left.length > 0)
    throw new Conflict(
      SITE_MESSAGES.say("leftWithoutVerified", { sites: left.map((site) => `'${site.name}'`).join(", ") }),
    );
};
