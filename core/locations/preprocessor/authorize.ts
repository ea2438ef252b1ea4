import type { Actor } from "../../access/actor.ts";
import { can } from "../../access/can.ts";
import type { AccessAction } from "../../access/resources.ts";
import { preprocessorJobMachine } from "./job-lifecycle.ts";
import type { JobStatus } from "../../shared/catalogues/reference-statuses.ts";
import { Forbidden } from "../../shared/errors.ts";
import { COMMON_MESSAGES } from "../../shared/messages/common-messages.ts";
import type { JobAction } from "./preprocessor-job.ts";

const AREA = { kind: "platformArea", area: "locationPreProcessor" } as const;

export const NO_PERMISSION = COMMON_MESSAGES.texts.noPermission;

/** The pre-processor is the operator's (routes.tsv: Notisphere_ManageLocations); `can` holds the rule. */
export const assertCanUsePreprocessor = (actor: Actor, action: AccessAction = "view"): void => {
  if (!can(actor, action, AREA)) throw new Forbidden(COMMON_MESSAGES.say("noPermission"));
};

const NEEDS: Record<JobAction, AccessAction> = { retry: "edit", delete: "delete" };

/** The job's lifecycle events for the operator, kept where `can` agrees: what the screen may offer. */
export const permittedJobActions = (actor: Actor, status: JobStatus): JobAction[] =>
  preprocessorJobMachine
    .allowedActions(status, "operator", undefined)
    .filter((event): event is JobAction => event === "retry" || event === "delete")
    .filter((action) => can(actor, NEEDS[action], AREA));
