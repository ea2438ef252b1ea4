import type { MikroORM } from "@mikro-orm/postgresql";
import type { FileStore } from "#core/files/ports.ts";
import { runPreprocessorJob, type RunOutcome } from "#core/preprocessor/run-preprocessor-job.ts";
import {
  createPreprocessorRunStore,
  type RunStoreOptions,
} from "../db/repositories/preprocessor-run-store.ts";
import { QUEUES, type JobQueue } from "../jobs/job-queue.ts";
import { locationFileReader } from "./location-file-reader.ts";

const clock = { now: () => new Date() };

/** Runs one pre-processor job in this process (the queue's worker and the CLI both come here). */
export const runPreprocessorJobNow = (
  orm: MikroORM,
  files: FileStore,
  jobId: string,
  options: RunStoreOptions = {},
): Promise<RunOutcome> =>
  runPreprocessorJob(
    { store: createPreprocessorRunStore(orm.em.fork(), options), files, reader: locationFileReader, clock },
    jobId,
  );

export const UNEXPECTED_FAILURE =
  "The job failed unexpectedly several times; nothing was applied. Run it again, or contact support.";

/**
 * The queue's worker. A run that throws (database gone, process killed) has written nothing and is retried by
 * pg-boss; after the last retry the job is marked ERROR so it never stays IN PROGRESS for ever.
 */
export const startPreprocessorWorker = async (jobs: JobQueue, orm: MikroORM, files: FileStore) =>
  jobs.work<{ jobId: string }>(
    QUEUES.locationPreprocess,
    { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      try {
        await runPreprocessorJobNow(orm, files, job.data.jobId);
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
