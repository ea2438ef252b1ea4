import type { Page, PageRequest } from "../../shared/paging.ts";
import type {
  SupplierMasterFilterField,
  SupplierMasterRecord,
  SupplierMasterSortField,
  SupplierMasterStatus,
} from "./supplier-master.ts";

export interface SupplierMasterListRequest extends PageRequest<
  SupplierMasterSortField,
  SupplierMasterFilterField
> {
  readonly status?: SupplierMasterStatus;
}

/** A supplier account as the link rules need it. */
export interface SupplierAccount {
  readonly id: string;
  readonly name: string;
  /** Organisation type: only SUPPLIER accounts (suppliers and distributors) may be linked. */
  readonly type: string;
  readonly profilePhoto: string | null;
}

export interface NewSupplierMasterEntry {
  readonly id: string;
  readonly name: string;
  readonly normalizedName: string;
  readonly city: string | null;
  readonly state: string | null;
  readonly source: string | null;
  readonly status: SupplierMasterStatus;
}

/** Storage of the supplier master list and the accounts it links to. */
export interface SupplierMasterRepository {
  list(request: SupplierMasterListRequest): Promise<Page<SupplierMasterRecord>>;
  findById(id: string): Promise<SupplierMasterRecord | undefined>;
  /** Entries (not deleted) whose normalised name equals this one, to refuse duplicates. */
  findByNormalizedName(normalizedName: string): Promise<readonly SupplierMasterRecord[]>;
  /** Entries linked to the account, and unlinked live entries whose normalised name contains one of `words`. */
  findCandidates(
    organizationId: string,
    words: readonly string[],
    limit: number,
  ): Promise<readonly SupplierMasterRecord[]>;
  insert(entry: NewSupplierMasterEntry): Promise<SupplierMasterRecord>;
  updateDetails(
    id: string,
    changes: Pick<NewSupplierMasterEntry, "name" | "normalizedName" | "city" | "state">,
  ): Promise<SupplierMasterRecord | undefined>;
  /**
   * Sets the status (and the link: an organisation id for LINKED, null otherwise) only if the entry is still in
   * `expected`, so two operators acting at once cannot both succeed; undefined when it was not.
   */
  setStatus(
    id: string,
    expected: SupplierMasterStatus,
    to: SupplierMasterStatus,
    linkedOrganizationId: string | null,
    at: Date,
  ): Promise<SupplierMasterRecord | undefined>;
  findAccount(organizationId: string): Promise<SupplierAccount | undefined>;
  /** Supplier accounts (type SUPPLIER) whose name contains one of `words`, or any when `words` is empty. */
  findSupplierAccounts(words: readonly string[], limit: number): Promise<readonly SupplierAccountOption[]>;
}

export interface SupplierAccountOption {
  readonly id: string;
  readonly name: string;
  readonly supplierType: string | null;
  readonly status: string;
}
