import type { Page, PageRequest } from "../../shared/paging.ts";
import type { RowDecision } from "../preprocessor/preprocessor-job.ts";
import type { MappingStatus, SupplierRowStatus, VerificationStatus } from "./supplier-location-status.ts";
import type { ProviderTally } from "./verification-progress.ts";

/** The known provider a row maps to (through its known location). */
export interface MappedProvider {
  readonly id: string;
  readonly name: string;
  readonly idn: string | null;
  /** The provider has an organisation on the platform (it can verify rows itself). */
  readonly onPlatform: boolean;
}

/** One of the supplier's ship-to rows with where it maps and how its provider verified it. */
export interface SupplierLocationRecord {
  readonly id: string;
  readonly locationId: string;
  readonly name: string;
  readonly address1: string;
  readonly address2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly phone: string | null;
  readonly hin: string | null;
  readonly gln: string | null;
  readonly decision: RowDecision;
  /** As stored: null (unverified), Covered, NotCovered, Invalid or Emailed. */
  readonly verificationStatus: string | null;
  readonly verifiedAt: Date | null;
  readonly knownLocation: {
    readonly id: string;
    readonly notisphereId: string;
    readonly name: string;
  } | null;
  readonly provider: MappedProvider | null;
  readonly updatedAt: Date;
}

export const SUPPLIER_LOCATION_SORT_FIELDS = [
  "locationId",
  "name",
  "city",
  "state",
  "decision",
  "verificationStatus",
  "updatedAt",
] as const;
export type SupplierLocationSortField = (typeof SUPPLIER_LOCATION_SORT_FIELDS)[number];

/** Which rows: every filter is optional and they combine (and). */
export interface SupplierLocationFilter {
  readonly mapping?: MappingStatus | undefined;
  readonly verification?: VerificationStatus | undefined;
  readonly status?: SupplierRowStatus | undefined;
  /** The known provider the rows map to. */
  readonly providerId?: string | undefined;
  readonly search?: string | undefined;
}

export type SupplierLocationListRequest = PageRequest<SupplierLocationSortField, never> &
  SupplierLocationFilter;

export interface SupplierProviderRecord extends MappedProvider, ProviderTally {}

export const SUPPLIER_PROVIDER_SORT_FIELDS = ["name", "mapped", "unverified"] as const;
export type SupplierProviderSortField = (typeof SUPPLIER_PROVIDER_SORT_FIELDS)[number];

/** Every read is for one supplier organisation, passed first; nothing here crosses suppliers. */
export interface SupplierLocationRepository {
  list(
    supplierOrganizationId: string,
    request: SupplierLocationListRequest,
  ): Promise<Page<SupplierLocationRecord>>;
  /** The filtered rows in ship-to id order, read in batches while they are consumed (downloads). */
  stream(
    supplierOrganizationId: string,
    filter: SupplierLocationFilter,
  ): AsyncIterable<SupplierLocationRecord>;
  /** One tally per known provider the supplier's mapped rows point at. */
  providers(
    supplierOrganizationId: string,
    request: PageRequest<SupplierProviderSortField, never>,
  ): Promise<Page<SupplierProviderRecord>>;
}
