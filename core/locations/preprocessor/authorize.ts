import type { Actor } from "../../access/actor.ts";
import { allows } from "../../access/rule.ts";
import { preprocessorJobMachine } from "./job-lifecycle.ts";
import type { JobStatus } from "../catalogues/job-statuses.ts";
import { Forbidden } from "../../shared/errors.ts";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";
import { PREPROCESSOR_POLICY, type PreprocessorOperation } from "./policy.ts";
import type { JobAction } from "./preprocessor-job.ts";

export const NO_PERMISSION = COMMON_MESSAGES.texts.noPermission;

/** Whether the actor meets the operation's rule in the pre-processor policy. */
export const mayUsePreprocessor = (actor: Actor, operation: PreprocessorOperation): boolean =>
  allows(actor, PREPROCESSOR_POLICY[operation]);

/** Refuses the operation unless the actor meets its rule in the pre-processor policy. */
export const assertCanUsePreprocessor = (actor: Actor, operation: PreprocessorOperation): void => {
  if (!mayUsePreprocessor(actor, operation)) throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
};

const NEEDS: Record<JobAction, PreprocessorOperation> = { retry: "retryJob", delete: "deleteJob" };

/** The job's lifecycle events for the operator, kept where the policy agrees: what the screen may offer. */
export const permittedJobActions = (actor: Actor, status: JobStatus): JobAction[] =>
  preprocessorJobMachine
    .allowedActions(status, "operator", undefined)
    .filter((event): event is JobAction => event === "retry" || event === "delete")
    .filter((action) => mayUsePreprocessor(actor, NEEDS[action]));
