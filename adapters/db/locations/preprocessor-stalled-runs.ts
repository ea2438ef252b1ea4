import type { EntityManager } from "@mikro-orm/postgresql";
import type { StalledRunStore } from "#core/locations/preprocessor/recover-stalled-runs.ts";
import { PreprocessorJob } from "./entities/index.ts";
import type { PreprocessorJobSender } from "./preprocessor-job-repository.ts";

/** A run is stalled when its last heartbeat (or, never having beaten, its start) is older than the cut-off. */
const stalled = (staleBefore: Date) => ({
  status: "IN PROGRESS",
  $or: [
    { heartbeatAt: { $lt: staleBefore } },
    { heartbeatAt: null, $or: [{ startedAt: null }, { startedAt: { $lt: staleBefore } }] },
  ],
});

/** Finds and ends dead pre-processor runs (core/locations/preprocessor/recover-stalled-runs.ts). */
export const createStalledRunStore = (
  em: EntityManager,
  sendJob: PreprocessorJobSender,
): StalledRunStore => ({
  async stalledRuns(staleBefore) {
    const rows = await em.find(PreprocessorJob, stalled(staleBefore), {
      fields: ["id", "runAttempts"],
      limit: 100,
      disableIdentityMap: true,
    });
    return rows.map((row) => ({ id: row.id, attempts: row.runAttempts }));
  },

  async requeueStalled(id, staleBefore) {
    return em.transactional(async (tx) => {
      const moved = await tx.nativeUpdate(
        PreprocessorJob,
        { id, ...stalled(staleBefore) },
        { status: "PENDING", heartbeatAt: null, runOwner: null },
      );
      if (moved !== 1) return false;
      await sendJob(tx, id);
      return true;
    });
  },

  async failStalled(id, staleBefore, message, at) {
    const moved = await em.nativeUpdate(
      PreprocessorJob,
      { id, ...stalled(staleBefore) },
      {
        status: "ERROR",
        errorMessage: message,
        errorReport: [{ message }],
        finishedAt: at,
        heartbeatAt: null,
        runOwner: null,
      },
    );
    return moved === 1;
  },
});
