import type { Page, PageRequest } from "../../shared/paging.ts";
import type {
  OrganisationStatus,
  SupplierFields,
  SupplierFilterField,
  SupplierRecord,
  SupplierSortField,
  SupplierType,
} from "./supplier.ts";

export interface SupplierListRequest extends PageRequest<SupplierSortField, SupplierFilterField> {
  readonly supplierType?: SupplierType;
  readonly status?: OrganisationStatus;
  readonly sso?: "true" | "false";
}

export interface NewSupplier extends SupplierFields {
  readonly id: string;
  readonly logo: string | null;
  /** The organisation's built-in roles, created with it (see built-in-roles.ts). */
  readonly roles: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly permissions: readonly string[];
  }>;
}

/** How much an organisation is used: what deleting it would destroy. */
export interface OrganisationUsage {
  readonly users: number;
  readonly recalls: number;
}

/** Supplier organisations (type SUPPLIER) in storage. */
export interface SupplierRepository {
  list(request: SupplierListRequest): Promise<Page<SupplierRecord>>;
  findById(id: string): Promise<SupplierRecord | undefined>;
  /**
   * Holds the organisation-name lock until the unit of work ends, so two requests creating or renaming to the
   * same name cannot both pass the uniqueness check.
   */
  lockOrganisationNames(): Promise<void>;
  /** Of these names, the keys (organisationNameKey) of those some organisation of any type has, except `exceptId`. */
  takenNameKeys(names: readonly string[], exceptId?: string): Promise<ReadonlySet<string>>;
  insert(suppliers: readonly NewSupplier[]): Promise<readonly SupplierRecord[]>;
  /** Replaces the fields; `logo` undefined keeps the stored logo. Undefined when there is no such supplier. */
  update(
    id: string,
    fields: SupplierFields & { readonly logo?: string | null },
  ): Promise<SupplierRecord | undefined>;
  setLogo(id: string, logo: string): Promise<SupplierRecord | undefined>;
  usage(id: string): Promise<OrganisationUsage>;
  /** Removes the supplier and its roles; false when there was none. */
  remove(id: string): Promise<boolean>;
}

/** The rows of a CSV or XLSX file (the first worksheet), header first; throws with a reason when it is not a table. */
export type SpreadsheetReader = (
  bytes: Uint8Array,
  format: "csv" | "xlsx",
) => Promise<ReadonlyArray<{ readonly row: number; readonly values: readonly string[] }>>;
