import type { AccountReportSource } from "../reports/ports.ts";
import type { SupplierMasterRepository } from "./ports.ts";

/** The supplier master list and the operator's account downloads, bound to one request's unit of work. */
export interface SupplierMasterStores {
  readonly supplierMaster: SupplierMasterRepository;
  readonly accountReports: AccountReportSource;
}
