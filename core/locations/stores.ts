import type { PreprocessorJobRepository } from "./preprocessor/ports.ts";
import type { SupplierLocationRepository } from "./supplier/ports.ts";

/** Storage the locations context's use cases need, bound to one request's unit of work. */
export interface LocationsStores {
  readonly preprocessorJobs: PreprocessorJobRepository;
  readonly supplierLocations: SupplierLocationRepository;
}
