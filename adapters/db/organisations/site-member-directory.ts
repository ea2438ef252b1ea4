import type { SiteMemberDirectory } from "#core/organisations/sites/ports.ts";
import type { SiteMemberRecord } from "#core/organisations/sites/site.ts";
import { organisationUserStatus } from "#core/organisations/users/organisation-user-status.ts";
import type { LazyEntityManager } from "../store-deps.ts";
import { Membership } from "./entities/index.ts";
import { json } from "./membership-rows.ts";

type MemberRow = {
  membership_id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  role_name: string;
  site_ids: string[] | string | null;
  membership_status: string;
  account_status: string;
  locked_at: Date | string | null;
};

/** An organisation's members with their sites and organisation-user status, on PostgreSQL. */
export const createSiteMemberDirectory = (em: LazyEntityManager): SiteMemberDirectory => ({
  async listMembers(organizationId) {
    const rows = await em().execute<MemberRow[]>(
      `select m.id as membership_id, u.id as user_id, u.first_name, u.last_name, u.email, r.name as role_name,
         m.site_ids, m.status as membership_status, u.status as account_status, u.locked_at
       from membership m join app_user u on u.id = m.user_id join role r on r.id = m.role_id
       where m.organization_id = ? order by lower(u.last_name), lower(u.first_name), m.id`,
      [organizationId],
    );
    return rows.map((r): SiteMemberRecord => ({
      membershipId: r.membership_id,
      userId: r.user_id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      roleName: r.role_name,
      siteIds: r.site_ids == null ? null : json<string[]>(r.site_ids),
      status: organisationUserStatus({
        accountStatus: r.account_status,
        lockedAt: r.locked_at === null ? null : new Date(r.locked_at),
        membershipStatus: r.membership_status,
      }),
    }));
  },

  async setSiteIds(organizationId, changes) {
    for (const change of changes)
      await em().nativeUpdate(
        Membership,
        { id: change.membershipId, organizationId },
        { siteIds: change.siteIds === null ? null : [...change.siteIds] },
      );
  },
});
