import type { Clock } from "../shared/ports.ts";
import { ABANDONED_RUN_MESSAGE, MAX_RUN_STARTS } from "./run-preprocessor-job.ts";

/** A job IN PROGRESS whose run shows no sign of life (its worker died). */
export interface StalledRun {
  readonly id: string;
  readonly attempts: number;
}

/** What recovering needs from storage; each change applies only if the run is still stalled. */
export interface StalledRunStore {
  stalledRuns(staleBefore: Date): Promise<readonly StalledRun[]>;
  /** IN PROGRESS → PENDING and queued again, in one transaction. */
  requeueStalled(id: string, staleBefore: Date): Promise<boolean>;
  failStalled(id: string, staleBefore: Date, message: string, at: Date): Promise<boolean>;
}

/**
 * Ends every dead run within seconds instead of waiting for the queue's expiry: a job whose run died once is
 * queued again; one that was started MAX_RUN_STARTS times without finishing ends in ERROR with a message, so
 * a file that kills its worker cannot take the server down over and over.
 */
export const recoverStalledRuns = async (
  deps: { readonly store: StalledRunStore; readonly clock: Clock },
  staleAfterMs: number,
): Promise<{ requeued: string[]; failed: string[] }> => {
  const now = deps.clock.now();
  const staleBefore = new Date(now.getTime() - staleAfterMs);
  const requeued: string[] = [];
  const failed: string[] = [];
  for (const run of await deps.store.stalledRuns(staleBefore)) {
    if (run.attempts >= MAX_RUN_STARTS) {
      if (await deps.store.failStalled(run.id, staleBefore, ABANDONED_RUN_MESSAGE, now)) failed.push(run.id);
    } else if (await deps.store.requeueStalled(run.id, staleBefore)) requeued.push(run.id);
  }
  return { requeued, failed };
};
