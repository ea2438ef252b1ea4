import type { Page, PageRequest } from "../../shared/paging.ts";
import type {
  SupplierContactFields,
  SupplierContactFilterField,
  SupplierContactRecord,
  SupplierContactSortField,
} from "./supplier-contact.ts";

export type SupplierContactListRequest = PageRequest<SupplierContactSortField, SupplierContactFilterField>;

export interface SupplierOption {
  readonly id: string;
  readonly name: string;
}

/** A provider's supplier contacts; every call names the provider organisation. */
export interface SupplierContactRepository {
  list(providerId: string, request: SupplierContactListRequest): Promise<Page<SupplierContactRecord>>;
  findById(providerId: string, id: string): Promise<SupplierContactRecord | undefined>;
  /** The provider's contacts with the same supplier and e-mail (duplicateKey), other than `exceptId`. */
  findDuplicate(
    providerId: string,
    contact: Pick<SupplierContactFields, "supplierName" | "email">,
    exceptId?: string,
  ): Promise<SupplierContactRecord | undefined>;
  insert(
    contact: SupplierContactFields & { id: string; providerOrganizationId: string },
  ): Promise<SupplierContactRecord>;
  update(
    providerId: string,
    id: string,
    fields: SupplierContactFields,
  ): Promise<SupplierContactRecord | undefined>;
  delete(providerId: string, id: string): Promise<boolean>;
  /** Active supplier and distributor organisations, by name: the picker's choices. */
  activeSuppliers(): Promise<readonly SupplierOption[]>;
}

export interface SupplierContactStores {
  readonly supplierContacts: SupplierContactRepository;
}
