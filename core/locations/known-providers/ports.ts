import type { Page, PageRequest } from "../../shared/paging.ts";
import type {
  KnownProviderFields,
  KnownProviderFilterField,
  KnownProviderOption,
  KnownProviderRecord,
  KnownProviderSite,
  KnownProviderSortField,
  KnownProviderStatus,
  ProviderOrganisationOption,
} from "./known-provider.ts";

export interface KnownProviderListRequest extends PageRequest<
  KnownProviderSortField,
  KnownProviderFilterField
> {
  readonly status?: KnownProviderStatus;
  /** true: only providers on the platform; false: only those not on it. */
  readonly onPlatform?: boolean;
}

/** Known providers on PostgreSQL; writes are guarded by version. */
export interface KnownProviderRepository {
  list(request: KnownProviderListRequest): Promise<Page<KnownProviderRecord>>;
  findById(id: string): Promise<KnownProviderRecord | undefined>;
  options(): Promise<readonly KnownProviderOption[]>;
  /** Provider organisations (type PROVIDER), each with the known provider linked to it if any. */
  organisations(): Promise<readonly ProviderOrganisationOption[]>;
  organisation(id: string): Promise<ProviderOrganisationOption | undefined>;
  sites(knownProviderId: string): Promise<readonly KnownProviderSite[]>;
  create(id: string, fields: KnownProviderFields): Promise<KnownProviderRecord>;
  /**
   * Writes only if the stored version is still `expectedVersion`. A changed organisation is carried to the
   * provider's locations (their provider organisation; site links to the old organisation's sites are dropped).
   */
  update(
    id: string,
    expectedVersion: number,
    fields: KnownProviderFields,
  ): Promise<KnownProviderRecord | "stale">;
}
