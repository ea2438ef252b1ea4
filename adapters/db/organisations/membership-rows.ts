import type { OrganizationType, Permission } from "#core/access/permissions.ts";
import type { MembershipView, OrganizationView } from "#core/organisations/memberships/ports.ts";

/** A JSON column or json_agg result: the driver gives it parsed or as text depending on how it was read. */
export const json = <T>(value: T | string): T =>
  typeof value === "string" ? (JSON.parse(value) as T) : value;

export type MembershipRow = {
  membership_id: string;
  organization_id: string;
  organization_name: string;
  organization_type: string;
  parent_type: string | null;
  role_name: string;
  permissions: string[] | string;
  site_ids: string[] | string | null;
};

export const MEMBERSHIP_COLUMNS = `m.id as membership_id, o.id as organization_id, o.name as organization_name,
  o.type as organization_type, p.type as parent_type, r.name as role_name, r.permissions, m.site_ids`;

/** The active memberships of user `?` in active organisations. */
export const MEMBERSHIPS_OF_USER = `from membership m
  join organization o on o.id = m.organization_id and o.status = 'ACTIVE'
  left join organization p on p.id = o.parent_id
  join role r on r.id = m.role_id
  where m.user_id = ? and m.status = 'ACTIVE'`;

export const toMembership = (r: MembershipRow): MembershipView => ({
  membershipId: r.membership_id,
  organizationId: r.organization_id,
  organizationName: r.organization_name,
  organizationType: r.organization_type as OrganizationType,
  parentOrganizationType: (r.parent_type as OrganizationType | null) ?? null,
  roleName: r.role_name,
  permissions: json<string[]>(r.permissions) as Permission[],
  siteIds: r.site_ids == null ? "all" : json<string[]>(r.site_ids),
});

export type OrganizationRowSql = {
  id: string;
  name: string;
  type: string;
  supplier_type: string | null;
  idn: string | null;
  profile_photo: string | null;
  is_sso: boolean;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
};

export const ORGANIZATION_COLUMNS =
  "id, name, type, supplier_type, idn, profile_photo, is_sso, address1, address2, city, state, zip, phone";

export const toOrganizationView = (o: OrganizationRowSql): OrganizationView => ({
  id: o.id,
  name: o.name,
  type: o.type as OrganizationType,
  supplierType: o.supplier_type,
  idn: o.idn,
  profilePhoto: o.profile_photo,
  isSso: o.is_sso,
  address1: o.address1,
  address2: o.address2,
  city: o.city,
  state: o.state,
  zip: o.zip,
  phone: o.phone,
});
