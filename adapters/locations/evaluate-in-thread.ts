import { Worker } from "node:worker_threads";
import { readAllBytes } from "./read-all-bytes.ts";
import type { ExistingMapping, KnownSite } from "#core/locations/matching/location-schemas.ts";
import { LocationFileRejected } from "#core/locations/preprocessor/errors.ts";
import type {
  EvaluateLocationFile,
  Evaluation,
} from "#core/locations/preprocessor/evaluate-location-file.ts";
import type { LocationFileFormat } from "#core/locations/preprocessor/preprocessor-job.ts";

/** What one job's thread may use (ADR 8): the heap of a 250,000-row file fits; a bomb's does not. */
export interface ThreadLimits {
  readonly heapMb: number;
  readonly timeoutMs: number;
}

export const JOB_THREAD_LIMITS: ThreadLimits = { heapMb: 384, timeoutMs: 10 * 60_000 };

export interface ThreadInput {
  readonly bytes: Uint8Array;
  readonly fileName: string;
  readonly format: LocationFileFormat;
  readonly knownSites: readonly KnownSite[];
  readonly mappings: readonly ExistingMapping[];
}

export type ThreadAnswer =
  | { readonly type: "done"; readonly evaluation: Evaluation }
  | {
      readonly type: "rejected";
      readonly problem: {
        fileName: string;
        row?: number | undefined;
        column?: string | undefined;
        message: string;
      };
    }
  | { readonly type: "failed"; readonly message: string };

const THREAD = new URL("./evaluate-thread.ts", import.meta.url);

/** One idle thread per heap size, kept for the next job (unreferenced: it never keeps the process alive). */
const idle = new Map<number, Worker>();

const threadFor = (limits: ThreadLimits): Worker => {
  const parked = idle.get(limits.heapMb);
  if (parked) {
    idle.delete(limits.heapMb);
    parked.ref();
    return parked;
  }
  const worker = new Worker(THREAD, {
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
    stdout: false,
    stderr: false,
  });
  // A thread's error with no listener is thrown in this process and would stop the server. A running job
  // adds its own listener; this one covers a parked thread and the moment between a job's end and terminate().
  worker.on("error", (error) => {
    if (idle.get(limits.heapMb) === worker) idle.delete(limits.heapMb);
    if (worker.listenerCount("error") === 1) console.error("[preprocessor] job thread", error);
    void worker.terminate();
  });
  worker.once("exit", () => {
    if (idle.get(limits.heapMb) === worker) idle.delete(limits.heapMb);
  });
  return worker;
};

const park = (worker: Worker, limits: ThreadLimits) => {
  if (idle.has(limits.heapMb)) {
    void worker.terminate();
    return;
  }
  worker.unref();
  idle.set(limits.heapMb, worker);
};

/**
 * Runs a job's reading and matching in a worker thread with a heap limit and a time limit. Running out of
 * either ends that thread only, and the job ends in ERROR with a message (running it again would do the same).
 */
export const evaluateInThread =
  (limits: ThreadLimits = JOB_THREAD_LIMITS): EvaluateLocationFile =>
  async (input) => {
    const { fileName, format } = input.file;
    // Owns its memory, so it is handed to the thread instead of copied again.
    const bytes = await readAllBytes(input.file.bytes);
    const knownSites: KnownSite[] = [];
    for await (const site of input.knownSites) knownSites.push(site);
    const data: ThreadInput = { bytes, fileName, format, knownSites, mappings: input.mappings };
    const worker = threadFor(limits);
    return new Promise<Evaluation>((resolve, reject) => {
      const finish = (action: () => void, keep: boolean) => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
        if (keep) park(worker, limits);
        else void worker.terminate();
        action();
      };
      const onMessage = (answer: ThreadAnswer) => {
        if (answer.type === "done") finish(() => resolve(answer.evaluation), true);
        else if (answer.type === "rejected")
          finish(() => reject(new LocationFileRejected(answer.problem)), true);
        else finish(() => reject(new Error(`the job's thread failed: ${answer.message}`)), false);
      };
      const onError = (error: Error & { code?: string }) =>
        finish(
          () =>
            reject(
              error.code === "ERR_WORKER_OUT_OF_MEMORY"
                ? new LocationFileRejected({
                    fileName,
                    message: `the file needs more memory than a job may use (${limits.heapMb} MB); nothing was applied`,
                  })
                : error,
            ),
          false,
        );
      const onExit = (code: number) =>
        finish(
          () => reject(new Error(`the job's thread stopped (exit code ${code}) without an answer`)),
          false,
        );
      const timer = setTimeout(
        () =>
          finish(
            () =>
              reject(
                new LocationFileRejected({
                  fileName,
                  message: `reading and matching the file took longer than ${Math.round(limits.timeoutMs / 60_000)} minutes; nothing was applied`,
                }),
              ),
            false,
          ),
        limits.timeoutMs,
      );
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
      worker.postMessage(data, [bytes.buffer as ArrayBuffer]);
    });
  };
