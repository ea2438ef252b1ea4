import type { PreprocessorJobRepository } from "./preprocessor/ports.ts";

/** Storage the locations context's use cases need, bound to one request's unit of work. */
export interface LocationsStores {
  readonly preprocessorJobs: PreprocessorJobRepository;
}
