import { Result } from "effect";
import type { Actor } from "../../access/actor.ts";
import { JobStatus } from "../catalogues/job-statuses.ts";
import { preprocessorJobMachine } from "./job-lifecycle.ts";
import { Conflict, NotFound } from "../../shared/errors.ts";
import type { Clock } from "../../shared/ports.ts";
import { assertCanUsePreprocessor } from "./authorize.ts";
import { getPreprocessorJob, type PreprocessorJobView } from "./list-preprocessor-jobs.ts";
import type { PreprocessorJobRepository } from "./ports.ts";
import { PREPROCESSOR_MESSAGES } from "./messages.ts";

const refusal = (event: "delete" | "retry", status: string) =>
  PREPROCESSOR_MESSAGES.say(event === "delete" ? "cannotDelete" : "cannotRunAgain", {
    status: JobStatus.english[status as JobStatus] ?? status,
  });

/**
 * Deleting deactivates (the spec's PUT deletes a job): the job and its rows stay for the audit trail, the
 * supplier's mappings it wrote stay too. A running job cannot be deleted (docs/domain-rules.md).
 */
export const deletePreprocessorJob = async (
  deps: { jobs: PreprocessorJobRepository; clock: Clock },
  actor: Actor,
  id: string,
): Promise<void> => {
  assertCanUsePreprocessor(actor, "deleteJob");
  const job = await deps.jobs.findById(id);
  if (!job || job.status === "DEACTIVATED") throw new NotFound(PREPROCESSOR_MESSAGES.say("jobNotFound"));
  const next = preprocessorJobMachine.transition(job.status, "delete", "operator", undefined);
  if (Result.isFailure(next)) throw new Conflict(refusal("delete", job.status));
  if (!(await deps.jobs.changeStatus(id, job.status, next.success, deps.clock.now())))
    throw new Conflict(PREPROCESSOR_MESSAGES.say("jobChanged"));
};

/** ERROR → PENDING: the operator runs a failed job again (for example after a crash or a fixed known-location list). */
export const retryPreprocessorJob = async (
  deps: { jobs: PreprocessorJobRepository },
  actor: Actor,
  id: string,
): Promise<PreprocessorJobView> => {
  assertCanUsePreprocessor(actor, "retryJob");
  const job = await deps.jobs.findById(id);
  if (!job || job.status === "DEACTIVATED") throw new NotFound(PREPROCESSOR_MESSAGES.say("jobNotFound"));
  const next = preprocessorJobMachine.transition(job.status, "retry", "operator", undefined);
  if (Result.isFailure(next)) throw new Conflict(refusal("retry", job.status));
  if (!(await deps.jobs.requeue(id))) throw new Conflict(PREPROCESSOR_MESSAGES.say("jobChanged"));
  return getPreprocessorJob(deps, actor, id);
};
