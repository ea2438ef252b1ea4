import type { MikroORM } from "@mikro-orm/postgresql";
import type { FileStore } from "#core/shared/files/ports.ts";
import type { RunOutcome } from "#core/locations/preprocessor/run-preprocessor-job.ts";
import type { RunStoreOptions } from "../db/locations/preprocessor-run-store.ts";
import { runPreprocessorJobWith } from "../jobs/preprocessor-worker.ts";
import type { ThreadLimits } from "../locations/evaluate-in-thread.ts";
import { preprocessorFileAdapters } from "../locations/preprocessor-file-adapters.ts";

export interface RunNowOptions extends RunStoreOptions {
  readonly threadLimits?: ThreadLimits;
}

/**
 * Runs one pre-processor job from this process with the real file adapters, without the queue (the CLI, and
 * tests). It lives in a composition root because it is where the jobs and locations adapters meet.
 */
export const runPreprocessorJobNow = (
  orm: MikroORM,
  files: FileStore,
  jobId: string,
  options: RunNowOptions = {},
): Promise<RunOutcome> =>
  runPreprocessorJobWith(orm, files, preprocessorFileAdapters(options.threadLimits), jobId, options);
