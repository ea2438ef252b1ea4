import type { Page, PageRequest } from "../../shared/paging.ts";
import type {
  ChangeType,
  KnownLocationChange,
  KnownLocationFields,
  KnownLocationFilterField,
  KnownLocationRecord,
  KnownLocationSortField,
  KnownLocationStatus,
  KnownLocationType,
} from "./known-location.ts";

export interface KnownLocationListRequest extends PageRequest<
  KnownLocationSortField,
  KnownLocationFilterField
> {
  readonly status?: KnownLocationStatus;
  readonly type?: KnownLocationType;
  readonly knownProviderId?: string;
}

/** The grid's view without paging: what a download streams. */
export type KnownLocationView = Omit<KnownLocationListRequest, "pageNumber" | "pageSize">;

export interface ProviderOfLocation {
  readonly id: string;
  readonly name: string;
  readonly organizationId: string | null;
}

export interface SiteOfLocation {
  readonly id: string;
  readonly name: string;
  readonly organizationId: string;
  /** The known location already linked to this site, if any. */
  readonly linkedLocationId: string | null;
  readonly linkedNotisphereId: string | null;
}

/** A history entry to write with a change; the repository adds who did it by name. */
export interface NewChange {
  readonly id: string;
  readonly at: Date;
  readonly byUserId: string;
  readonly changeType: ChangeType;
  readonly changes: Readonly<Record<string, unknown>>;
}

/** How many references a merge moved from the merged location to the one it was merged into. */
export interface MovedReferences {
  readonly supplierRows: number;
  readonly supplierCandidates: number;
  readonly jobRows: number;
  readonly blocks: number;
  readonly site: boolean;
}

export interface MergePlan {
  readonly sourceId: string;
  readonly targetId: string;
  /** The source's version the operator saw; a change meanwhile makes the merge stale. */
  readonly expectedVersion: number;
  /** The two history entries, written once the moves are counted. */
  readonly history: (moved: MovedReferences) => { readonly source: NewChange; readonly target: NewChange };
}

/** The location master on PostgreSQL: the grid, one location with its history, writes guarded by version. */
export interface KnownLocationRepository {
  list(request: KnownLocationListRequest): Promise<Page<KnownLocationRecord>>;
  /** Every location of the view in its order, read batch by batch (downloads). */
  rows(view: KnownLocationView): AsyncIterable<KnownLocationRecord>;
  findById(id: string): Promise<KnownLocationRecord | undefined>;
  history(id: string): Promise<readonly KnownLocationChange[]>;
  provider(knownProviderId: string): Promise<ProviderOfLocation | undefined>;
  site(siteId: string): Promise<SiteOfLocation | undefined>;
  /** Inserts with the next Notisphere id (sequence known_location_number) and its CREATED entry. */
  create(
    id: string,
    fields: KnownLocationFields,
    providerOrganizationId: string | null,
    change: NewChange,
  ): Promise<KnownLocationRecord>;
  /** Writes only if the stored version is still `expectedVersion` (then +1), with its history entry. */
  update(
    id: string,
    expectedVersion: number,
    fields: KnownLocationFields,
    providerOrganizationId: string | null,
    change: NewChange,
  ): Promise<KnownLocationRecord | "stale">;
  /**
   * In one transaction: every mapping that pointed at the source now points at the target (supplier rows,
   * their review candidates, pre-processor job rows, mapping blocks; the site link when the target has none),
   * the source becomes MERGED into the target, and both get their history entry.
   */
  merge(plan: MergePlan): Promise<MovedReferences | "stale">;
}
