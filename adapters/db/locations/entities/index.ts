import { KnownLocation, SupplierLocation } from "./locations.ts";
import { PreprocessorJob, PreprocessorJobRow } from "./preprocessor.ts";

export { KnownLocation, SupplierLocation, PreprocessorJob, PreprocessorJobRow };

/** The locations context's tables, in the order the ORM registers them. */
export const LOCATIONS_ENTITIES = [KnownLocation, SupplierLocation, PreprocessorJob, PreprocessorJobRow];
