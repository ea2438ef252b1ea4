import type { MikroORM } from "@mikro-orm/postgresql";
import type { FileStore } from "#core/shared/files/ports.ts";
import { recoverStalledRuns } from "#core/locations/preprocessor/recover-stalled-runs.ts";
import { runPreprocessorJob, type RunOutcome } from "#core/locations/preprocessor/run-preprocessor-job.ts";
import type { EvaluateLocationFile } from "#core/locations/preprocessor/evaluate-location-file.ts";
import type { LocationFileReader } from "#core/locations/preprocessor/ports.ts";
import {
  createPreprocessorRunStore,
  RUN_STALE_MS,
  type RunStoreOptions,
} from "../db/locations/preprocessor-run-store.ts";
import { createStalledRunStore } from "../db/locations/preprocessor-stalled-runs.ts";
import { QUEUES, sendJobInTransaction, type JobQueue } from "./job-queue.ts";

const clock = { now: () => new Date() };

/**
 * What the worker needs from the locations adapter (the file reader, and where reading and matching run): the
 * composition root hands them in, so this worker depends on the database adapter only.
 */
export interface PreprocessorFileAdapters {
  readonly reader: LocationFileReader;
  readonly evaluate: EvaluateLocationFile;
}

/** Runs one pre-processor job from this process (the queue's worker and the CLI both come here). */
export const runPreprocessorJobWith = async (
  orm: MikroORM,
  files: FileStore,
  adapters: PreprocessorFileAdapters,
  jobId: string,
  options: RunStoreOptions = {},
): Promise<RunOutcome> => {
  const store = createPreprocessorRunStore(orm.em.fork(), options);
  try {
    return await runPreprocessorJob(
      {
        store,
        files,
        reader: adapters.reader,
        clock,
        evaluate: adapters.evaluate,
      },
      jobId,
    );
  } finally {
    store.stop();
  }
};

export const UNEXPECTED_FAILURE =
  "The job failed unexpectedly several times; nothing was applied. Run it again, or contact support.";

/** How often this process looks for runs whose worker died (any process's, its own predecessor's included). */
export const SWEEP_MS = 3000;

/**
 * The queue's worker, and the sweep that ends dead runs within seconds (ADR 8). A run that throws has written
 * nothing and is retried by pg-boss; after the last retry the job is marked ERROR so it never stays IN
 * PROGRESS for ever. Returns a function that stops the sweep.
 */
export const startPreprocessorWorker = async (
  jobs: JobQueue,
  orm: MikroORM,
  files: FileStore,
  adapters: PreprocessorFileAdapters,
): Promise<() => void> => {
  const sweep = async () => {
    const store = createStalledRunStore(orm.em.fork(), (tx, jobId) =>
      sendJobInTransaction(jobs, tx, QUEUES.locationPreprocess, { jobId }),
    );
    const { requeued, failed } = await recoverStalledRuns({ store, clock }, RUN_STALE_MS);
    if (requeued.length > 0)
      console.warn("[preprocessor] runs that died, queued again:", requeued.join(", "));
    if (failed.length > 0)
      console.warn("[preprocessor] runs that died twice, ended in ERROR:", failed.join(", "));
  };
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweep()
      .catch((error: unknown) => console.error("[preprocessor] sweep", error))
      .finally(() => (sweeping = false));
  }, SWEEP_MS);
  timer.unref();
  await sweep().catch((error: unknown) => console.error("[preprocessor] sweep", error));
  await jobs.work<{ jobId: string }>(
    QUEUES.locationPreprocess,
    { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      try {
        await runPreprocessorJobWith(orm, files, adapters, job.data.jobId);
      } catch (error) {
        console.error("[preprocessor]", job.data.jobId, error);
        const { retryLimit = 0 } = job as { retryLimit?: number };
        if (job.retryCount >= retryLimit) {
          const store = createPreprocessorRunStore(orm.em.fork());
          await store.fail(job.data.jobId, [{ message: UNEXPECTED_FAILURE }], UNEXPECTED_FAILURE, new Date());
        }
        throw error;
      }
    },
  );
  return () => clearInterval(timer);
};
