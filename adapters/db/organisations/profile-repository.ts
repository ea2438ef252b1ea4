import type { InferEntity } from "@mikro-orm/core";
import type { OrganizationType } from "#core/access/permissions.ts";
import type { OrganisationProfileRepository } from "#core/organisations/profile/ports.ts";
import type { OrganisationProfile } from "#core/organisations/profile/profile.ts";
import { isUuid } from "#core/shared/ids.ts";
import type { LazyEntityManager } from "../store-deps.ts";
import { Organization } from "./entities/index.ts";

type OrganizationRow = InferEntity<typeof Organization>;

const toProfile = (o: OrganizationRow): OrganisationProfile => ({
  id: o.id,
  name: o.name,
  type: o.type as OrganizationType,
  supplierType: o.supplierType ?? null,
  logo: o.profilePhoto ?? null,
  address1: o.address1 ?? null,
  address2: o.address2 ?? null,
  city: o.city ?? null,
  state: o.state ?? null,
  zip: o.zip ?? null,
  phone: o.phone ?? null,
  contactName: o.contactName ?? null,
  contactEmail: o.contactEmail ?? null,
  contactPhone: o.contactPhone ?? null,
  idn: o.type === "PROVIDER" ? (o.idn ?? null) : null,
  centralized: o.type === "PROVIDER" ? (o.centralized ?? null) : null,
});

/**
 * Organisation profiles on PostgreSQL. The logo is kept as a data: URL in organization.profile_photo, the
 * column GET /me/organization already answers with, so the shell shows the new logo without another call.
 */
export const createOrganisationProfileRepository = (em: LazyEntityManager): OrganisationProfileRepository => {
  const find = async (id: string) => {
    if (!isUuid(id)) return undefined;
    const row = await em().findOne(Organization, { id }, { disableIdentityMap: true });
    return row ? toProfile(row) : undefined;
  };
  return {
    find,
    async update(organizationId, fields) {
      if (!isUuid(organizationId)) return undefined;
      await em().nativeUpdate(Organization, { id: organizationId }, { ...fields, updatedAt: new Date() });
      return find(organizationId);
    },
    async setLogo(organizationId, logo) {
      if (!isUuid(organizationId)) return undefined;
      const profilePhoto =
        logo === null ? null : `data:${logo.type};base64,${Buffer.from(logo.bytes).toString("base64")}`;
      await em().nativeUpdate(Organization, { id: organizationId }, { profilePhoto, updatedAt: new Date() });
      return find(organizationId);
    },
  };
};
