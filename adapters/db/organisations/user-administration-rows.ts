import type { OrganizationType } from "#core/access/permissions.ts";
import type { OrganisationUserRecord } from "#core/organisations/users/user-administration.ts";
import { json } from "./membership-rows.ts";

/** One membership with its person, role and organisation, as both the list and the single read select it. */
export interface UserRowSql {
  membership_id: string;
  user_id: string;
  organization_id: string;
  organization_name: string;
  organization_type: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  role_id: string;
  role_name: string;
  permissions: string[] | string;
  site_ids: string[] | string | null;
  account_status: string;
  locked_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  membership_status: string;
  created_at: Date | string;
}

export const USER_ROW_COLUMNS = `m.id as membership_id, u.id as user_id, o.id as organization_id,
  o.name as organization_name, o.type as organization_type, u.email, u.first_name, u.last_name, u.phone,
  r.id as role_id, r.name as role_name, r.permissions, m.site_ids, u.status as account_status, u.locked_at, u.last_sign_in_at,
  m.status as membership_status, m.created_at`;

export const toUserRecord = (row: UserRowSql): OrganisationUserRecord => ({
  membershipId: row.membership_id,
  userId: row.user_id,
  organizationId: row.organization_id,
  organizationName: row.organization_name,
  organizationType: row.organization_type as OrganizationType,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  roleId: row.role_id,
  roleName: row.role_name,
  permissions: json<string[]>(row.permissions),
  siteIds: row.site_ids == null ? "all" : json<string[]>(row.site_ids),
  accountStatus: row.account_status,
  lockedAt: row.locked_at == null ? null : new Date(row.locked_at),
  membershipStatus: row.membership_status,
  createdAt: new Date(row.created_at),
  lastSignInAt: row.last_sign_in_at == null ? null : new Date(row.last_sign_in_at),
});
