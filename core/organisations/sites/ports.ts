import type { Page, PageRequest } from "../../shared/paging.ts";
import type {
  SiteFilterField,
  SiteListRecord,
  SiteMemberRecord,
  SiteRecord,
  SiteSortField,
  StoredSiteKind,
} from "./site.ts";
import type { PostalAddress } from "../profile/address.ts";

export interface SiteListRequest extends PageRequest<SiteSortField, SiteFilterField> {
  /** Only these sites (a member who sees some sites only); absent = every site of the organisation. */
  readonly onlySiteIds?: readonly string[];
}

export interface SiteFields extends PostalAddress {
  readonly name: string;
  readonly kind: StoredSiteKind;
}

/** Sites of one provider organisation; every call names the organisation, so no call reaches another's. */
export interface SiteRepository {
  list(organizationId: string, request: SiteListRequest): Promise<Page<SiteListRecord>>;
  /** Every site of the organisation, by name (the rules need them all; an organisation has hundreds at most). */
  listAll(organizationId: string): Promise<readonly SiteRecord[]>;
  findById(organizationId: string, id: string): Promise<SiteRecord | undefined>;
  /** Whether another site of the organisation has this name, compared without case. */
  nameTaken(organizationId: string, name: string, exceptId?: string): Promise<boolean>;
  insert(
    site: SiteFields & { id: string; organizationId: string; isCorporate: boolean },
  ): Promise<SiteRecord>;
  update(organizationId: string, id: string, fields: SiteFields): Promise<SiteRecord | undefined>;
  /** Deletes the site; a known location made from it stays, no longer tied to a site. */
  delete(organizationId: string, id: string): Promise<boolean>;
  /** Whether recalls were addressed to the site: their history names it, so it may not go. */
  hasRecalls(organizationId: string, id: string): Promise<boolean>;
  /**
   * Holds the organisation's site and membership changes until the transaction ends, so two administrators
   * removing two different last verified users cannot both pass the rule.
   */
  lockOrganisation(organizationId: string): Promise<void>;
}

/** The organisation's members with their sites, and the one write the sites screen makes to them. */
export interface SiteMemberDirectory {
  /** Every member of the organisation (any membership status), by last then first name. */
  listMembers(organizationId: string): Promise<readonly SiteMemberRecord[]>;
  /** Sets members' site lists (null = all sites). */
  setSiteIds(
    organizationId: string,
    changes: ReadonlyArray<{ membershipId: string; siteIds: readonly string[] | null }>,
  ): Promise<void>;
}

export interface SiteStores {
  readonly sites: SiteRepository;
  readonly siteMembers: SiteMemberDirectory;
}
