import {
  getGetProviderOrganizationQueryKey,
  getGetSupplierOrganizationQueryKey,
  getProviderOrganization,
  getSupplierOrganization,
  removeProviderOrganizationLogo,
  removeSupplierOrganizationLogo,
  updateProviderOrganization,
  updateSupplierOrganization,
  uploadProviderOrganizationLogo,
  uploadSupplierOrganizationLogo,
} from "../../api/generated/organisation-profile/organisation-profile.ts";
import type { OrganisationProfile } from "../../api/generated/model/organisationProfile.ts";
import type { OrganisationProfileInput } from "../../api/generated/model/organisationProfileInput.ts";
import type { ProfileSide } from "./profile-cards.ts";

export interface ProfileApi {
  readonly queryKey: readonly unknown[];
  get(): Promise<OrganisationProfile>;
  update(body: OrganisationProfileInput): Promise<OrganisationProfile>;
  upload(file: File): Promise<OrganisationProfile>;
  removeLogo(): Promise<OrganisationProfile>;
}

/** The same screen on both sides: each side's generated calls behind one shape. */
export const PROFILE_API: Record<ProfileSide, ProfileApi> = {
  provider: {
    queryKey: getGetProviderOrganizationQueryKey(),
    get: async () => (await getProviderOrganization()).d,
    update: async (body) => (await updateProviderOrganization(body)).d,
    upload: async (file) => (await uploadProviderOrganizationLogo({ file })).d,
    removeLogo: async () => (await removeProviderOrganizationLogo()).d,
  },
  supplier: {
    queryKey: getGetSupplierOrganizationQueryKey(),
    get: async () => (await getSupplierOrganization()).d,
    update: async (body) => (await updateSupplierOrganization(body)).d,
    upload: async (file) => (await uploadSupplierOrganizationLogo({ file })).d,
    removeLogo: async () => (await removeSupplierOrganizationLogo()).d,
  },
};
