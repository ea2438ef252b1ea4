import type { Page, PageRequest } from "../../shared/paging.ts";
import type { UnitOfWork } from "../../shared/unit-of-work.ts";
import type {
  ProposableMark,
  ProviderMark,
  ProviderStatusFilter,
  ProviderVerificationFilterField,
  ProviderVerificationRecord,
  ProviderVerificationSortField,
  SupplierVerificationCount,
  VerificationProposal,
} from "./provider-verification.ts";

export interface ProviderVerificationListRequest extends PageRequest<
  ProviderVerificationSortField,
  ProviderVerificationFilterField
> {
  readonly supplierId?: string | undefined;
  readonly status?: ProviderStatusFilter | undefined;
}

/** A row the organisation sees, locked for the mark: what the state machine and the Invalid follow-up need. */
export interface LockedVerificationRow {
  readonly id: string;
  readonly name: string;
  readonly supplierOrganizationId: string;
  readonly knownLocationId: string;
  readonly address1: string;
  readonly address2: string | null;
  readonly zip: string;
  readonly status: ProposableMark | null;
  readonly proposal: VerificationProposal | null;
}

/** A site the rows can be assigned to. */
export interface VerificationSite {
  readonly id: string;
  readonly name: string;
  readonly isCorporate: boolean;
}

/** Another supplier's row mapped (matched, not confirmed) to a known location, with its address. */
export interface MappedSibling {
  readonly id: string;
  readonly supplierOrganizationId: string;
  readonly address1: string;
  readonly address2: string | null;
  readonly zip: string;
}

export interface RowMark {
  readonly id: string;
  readonly status: ProviderMark;
  readonly siteId: string | null;
}

/**
 * Ship-to rows mapped to one provider organisation. Every read and the lock name the organisation: a row is
 * the organisation's when its known location's provider organisation is it, and it is in the list unless
 * marked Invalid. Writes take ids the lock returned, so they never reach another provider's rows.
 */
export interface ProviderVerificationRepository {
  list(
    organizationId: string,
    request: ProviderVerificationListRequest,
  ): Promise<Page<ProviderVerificationRecord>>;
  supplierCounts(organizationId: string): Promise<readonly SupplierVerificationCount[]>;
  /** organization.centralized: null when never set. */
  centralised(organizationId: string): Promise<boolean | null>;
  sites(organizationId: string): Promise<readonly VerificationSite[]>;
  /** The listed rows the organisation sees, locked until the transaction ends; rows it does not see are left out. */
  lockVisible(organizationId: string, ids: readonly string[]): Promise<readonly LockedVerificationRow[]>;
  setMarks(marks: readonly RowMark[], byUserId: string, at: Date): Promise<void>;
  addInvalidBlock(block: {
    readonly buildingKey: string;
    readonly knownLocationId: string;
    readonly sourceSupplierLocationId: string;
    readonly byUserId: string;
  }): Promise<void>;
  /** Rows of suppliers other than `exceptSupplierId` whose decision is matched to the known location. */
  matchedSiblings(knownLocationId: string, exceptSupplierId: string): Promise<readonly MappedSibling[]>;
  /** Sends rows to the operator's review with the location as candidate, unmapped and unverified. */
  sendToReview(ids: readonly string[], knownLocationId: string, reason: string): Promise<void>;
}

export interface ProviderVerificationStores {
  readonly providerVerification: ProviderVerificationRepository;
}

export interface ProviderVerificationDeps {
  readonly unitOfWork: UnitOfWork<ProviderVerificationStores>;
  readonly clock: { now(): Date };
}
