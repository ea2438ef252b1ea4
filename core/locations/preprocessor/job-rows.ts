import type { Actor } from "../../access/actor.ts";
import { can } from "../../access/can.ts";
import { Conflict, NotFound, fieldFailure } from "../../shared/errors.ts";
import type { Page, PageRequest } from "../../shared/paging.ts";
import { assertCanUsePreprocessor } from "./authorize.ts";
import { JOB_NOT_FOUND } from "./list-preprocessor-jobs.ts";
import type { PreprocessorJobRepository, RowListRequest } from "./ports.ts";
import {
  jobRowActions,
  type JobRowRecord,
  type KnownLocationSummary,
  type PreprocessorJobRecord,
  type RowAction,
} from "./preprocessor-job.ts";

export type JobRowView = JobRowRecord & { readonly allowedActions: readonly RowAction[] };

export const ROW_NOT_FOUND = "Row not found in this job";

const AREA = { kind: "platformArea", area: "locationPreProcessor" } as const;

const withActions = (actor: Actor, job: PreprocessorJobRecord, row: JobRowRecord): JobRowView => ({
  ...row,
  allowedActions: can(actor, "edit", AREA) ? jobRowActions(job.status, row.decision) : [],
});

const visibleJob = async (jobs: PreprocessorJobRepository, id: string): Promise<PreprocessorJobRecord> => {
  const job = await jobs.findById(id);
  if (!job) throw new NotFound({ message: JOB_NOT_FOUND });
  return job;
};

/** The rows of a job (matched, review, unmatched, and the operator's decisions), paged and filtered. */
export const listJobRows = async (
  deps: { jobs: PreprocessorJobRepository },
  actor: Actor,
  jobId: string,
  request: RowListRequest,
): Promise<Page<JobRowView>> => {
  assertCanUsePreprocessor(actor);
  const job = await visibleJob(deps.jobs, jobId);
  const page = await deps.jobs.listRows(jobId, request);
  return { ...page, items: page.items.map((row) => withActions(actor, job, row)) };
};

const DONE: Record<RowAction, string> = { confirm: "confirmed", reject: "rejected", reopen: "reopened" };

/**
 * The operator's decision about a row. Confirming maps the supplier's location to the chosen known location
 * (the matcher's candidate unless another is chosen) and writes the mapping; rejecting clears it; reopening
 * withdraws the operator's decision (the undo of a confirm or reject): the row is again what the matcher
 * decided, without a mapping.
 */
export const decideJobRow = async (
  deps: { jobs: PreprocessorJobRepository },
  actor: Actor,
  ids: { readonly jobId: string; readonly rowId: string },
  decision: { readonly action: RowAction; readonly knownLocationId?: string | undefined },
): Promise<JobRowView> => {
  assertCanUsePreprocessor(actor, "edit");
  const job = await visibleJob(deps.jobs, ids.jobId);
  const row = await deps.jobs.findRow(ids.jobId, ids.rowId);
  if (!row) throw new NotFound({ message: ROW_NOT_FOUND });
  if (!jobRowActions(job.status, row.decision).includes(decision.action))
    throw new Conflict({
      message:
        job.status === "COMPLETED"
          ? `A ${row.decision} row cannot be ${DONE[decision.action]}`
          : "Rows can be decided only while the job is Completed",
    });
  if (decision.action === "reopen") {
    const saved = await deps.jobs.decideRow(job, row, {
      decision: row.matcherDecision,
      knownLocationId: null,
      decidedBy: actor.userId,
    });
    return withActions(actor, job, saved);
  }
  if (decision.action === "reject") {
    const saved = await deps.jobs.decideRow(job, row, {
      decision: "rejected",
      knownLocationId: null,
      decidedBy: actor.userId,
    });
    return withActions(actor, job, saved);
  }
  const target = decision.knownLocationId?.trim() || row.candidateKnownLocationId;
  if (!target) throw fieldFailure("knownLocationId", "Choose the known location this row belongs to");
  const site = await deps.jobs.findKnownLocation(target);
  if (!site) throw fieldFailure("knownLocationId", `No known location ${target}`);
  const saved = await deps.jobs.decideRow(job, row, {
    decision: "confirmed",
    knownLocationId: site.id,
    decidedBy: actor.userId,
  });
  return withActions(actor, job, saved);
};

/** Known locations for the confirm dialog's picker. */
export const searchKnownLocations = async (
  deps: { jobs: PreprocessorJobRepository },
  actor: Actor,
  request: PageRequest<"name", never>,
): Promise<Page<KnownLocationSummary>> => {
  assertCanUsePreprocessor(actor);
  return deps.jobs.searchKnownLocations(request);
};
