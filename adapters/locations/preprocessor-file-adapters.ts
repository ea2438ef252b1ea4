import type { EvaluateLocationFile } from "#core/locations/preprocessor/evaluate-location-file.ts";
import type { LocationFileReader } from "#core/locations/preprocessor/ports.ts";
import { evaluateInThread, JOB_THREAD_LIMITS, type ThreadLimits } from "./evaluate-in-thread.ts";
import { locationFileReader } from "./location-file-reader.ts";

/**
 * What the pre-processor worker (adapters/jobs/preprocessor-worker.ts) needs from this adapter: the file reader,
 * and reading and matching in a worker thread with limits. The composition root hands them to the worker.
 */
export const preprocessorFileAdapters = (
  threadLimits: ThreadLimits = JOB_THREAD_LIMITS,
): { readonly reader: LocationFileReader; readonly evaluate: EvaluateLocationFile } => ({
  reader: locationFileReader,
  evaluate: evaluateInThread(threadLimits),
});
