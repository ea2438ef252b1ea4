import type { SupplierMasterStores } from "#core/organisations/supplier-master/stores.ts";
import type { LazyEntityManager, StoreDeps } from "../store-deps.ts";
import { createAccountReportSource } from "./account-report-source.ts";
import { createSupplierMasterRepository } from "./supplier-master-repository.ts";

/** The supplier master list and the account downloads on PostgreSQL; each is built on first use in the request. */
export const createSupplierMasterStores = (em: LazyEntityManager, deps: StoreDeps): SupplierMasterStores => ({
  get supplierMaster() {
    return createSupplierMasterRepository(em, deps.listTotals);
  },
  get accountReports() {
    return createAccountReportSource(em);
  },
});
