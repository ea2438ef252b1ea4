import type { EntityManager } from "@mikro-orm/postgresql";
import type { OrganizationType } from "#core/access/permissions.ts";
import type { MembershipDirectory, OrganizationView } from "#core/organisations/memberships/ports.ts";
import { Organization } from "./entities/index.ts";
import {
  MEMBERSHIP_COLUMNS,
  MEMBERSHIPS_OF_USER,
  toMembership,
  type MembershipRow,
} from "./membership-rows.ts";

/** The MembershipDirectory port on PostgreSQL. */
export const createMembershipDirectory = (em: EntityManager): MembershipDirectory => ({
  async listMemberships(userId) {
    const rows = await em.execute<MembershipRow[]>(
      `select ${MEMBERSHIP_COLUMNS} ${MEMBERSHIPS_OF_USER} order by o.type, o.name`,
      [userId],
    );
    return rows.map(toMembership);
  },

  async findOrganization(id) {
    const o = await em.findOne(Organization, { id });
    if (!o) return undefined;
    const view: OrganizationView = {
      id: o.id,
      name: o.name,
      type: o.type as OrganizationType,
      supplierType: o.supplierType ?? null,
      idn: o.idn ?? null,
      profilePhoto: o.profilePhoto ?? null,
      isSso: o.isSso,
      address1: o.address1 ?? null,
      address2: o.address2 ?? null,
      city: o.city ?? null,
      state: o.state ?? null,
      zip: o.zip ?? null,
      phone: o.phone ?? null,
    };
    return view;
  },
});
