import type { LogoType } from "./logo-check.ts";
import type { OrganisationProfile, ProfileFields } from "./profile.ts";

/** The caller's organisation's profile: one row, always named by the caller's organisation id. */
export interface OrganisationProfileRepository {
  find(organizationId: string): Promise<OrganisationProfile | undefined>;
  update(organizationId: string, fields: ProfileFields): Promise<OrganisationProfile | undefined>;
  /** Stores the checked image (read back as a data: URL in `logo`), or removes it with null. */
  setLogo(
    organizationId: string,
    logo: { readonly type: LogoType; readonly bytes: Uint8Array } | null,
  ): Promise<OrganisationProfile | undefined>;
}

export interface ProfileStores {
  readonly organisationProfiles: OrganisationProfileRepository;
}
