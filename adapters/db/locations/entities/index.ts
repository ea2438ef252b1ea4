import {
  KnownLocation,
  KnownLocationChange,
  KnownProvider,
  LocationMappingBlock,
  SupplierLocation,
} from "./locations.ts";
import { PreprocessorJob, PreprocessorJobRow } from "./preprocessor.ts";

export {
  KnownLocation,
  KnownLocationChange,
  KnownProvider,
  LocationMappingBlock,
  SupplierLocation,
  PreprocessorJob,
  PreprocessorJobRow,
};

/** The locations context's tables, in the order the ORM registers them. */
export const LOCATIONS_ENTITIES = [
  KnownProvider,
  KnownLocation,
  KnownLocationChange,
  LocationMappingBlock,
  SupplierLocation,
  PreprocessorJob,
  PreprocessorJobRow,
];
