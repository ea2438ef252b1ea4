import type { Actor } from "../../access/actor.ts";
import { Conflict, NotFound, fieldFailure } from "../../shared/errors.ts";
import type { Page, PageRequest } from "../../shared/paging.ts";
import { assertCanUsePreprocessor, mayUsePreprocessor } from "./authorize.ts";
import type { PreprocessorJobRepository, RowListRequest } from "./ports.ts";
import { PREPROCESSOR_MESSAGES } from "./messages.ts";
import {
  jobRowActions,
  type JobRowRecord,
  type KnownLocationSummary,
  type PreprocessorJobRecord,
  type RowAction,
} from "./preprocessor-job.ts";

export type JobRowView = JobRowRecord & { readonly allowedActions: readonly RowAction[] };

export const ROW_NOT_FOUND = PREPROCESSOR_MESSAGES.texts.rowNotFound;

const withActions = (actor: Actor, job: PreprocessorJobRecord, row: JobRowRecord): JobRowView => ({
  ...row,
  allowedActions: mayUsePreprocessor(actor, "decideRow") ? jobRowActions(job.status, row.decision) : [],
});

const visibleJob = async (jobs: PreprocessorJobRepository, id: string): Promise<PreprocessorJobRecord> => {
  const job = await jobs.findById(id);
  if (!job) throw new NotFound(PREPROCESSOR_MESSAGES.say("jobNotFound"));
  return job;
};

/** The rows of a job (matched, review, unmatched, and the operator's decisions), paged and filtered. */
export const listJobRows = async (
  deps: { jobs: PreprocessorJobRepository },
  actor: Actor,
  jobId: string,
  request: RowListRequest,
): Promise<Page<JobRowView>> => {
  assertCanUsePreprocessor(actor, "listRows");
  const job = await visibleJob(deps.jobs, jobId);
  const page = await deps.jobs.listRows(jobId, request);
  return { ...page, items: page.items.map((row) => withActions(actor, job, row)) };
};

const CANNOT = {
  confirm: "rowCannotBeConfirmed",
  reject: "rowCannotBeRejected",
  reopen: "rowCannotBeReopened",
} as const satisfies Record<RowAction, string>;

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
  assertCanUsePreprocessor(actor, decision.action === "reopen" ? "reopenRow" : "decideRow");
  const job = await visibleJob(deps.jobs, ids.jobId);
  const row = await deps.jobs.findRow(ids.jobId, ids.rowId);
  if (!row) throw new NotFound(PREPROCESSOR_MESSAGES.say("rowNotFound"));
  if (!jobRowActions(job.status, row.decision).includes(decision.action))
    throw new Conflict(
      job.status === "COMPLETED"
        ? PREPROCESSOR_MESSAGES.say(CANNOT[decision.action], { decision: row.decision })
        : PREPROCESSOR_MESSAGES.say("decideOnlyCompleted"),
    );
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
  if (!target) throw fieldFailure("knownLocationId", PREPROCESSOR_MESSAGES.say("chooseKnownLocation"));
  const site = await deps.jobs.findKnownLocation(target);
  if (!site)
    throw fieldFailure("knownLocationId", PREPROCESSOR_MESSAGES.say("noKnownLocation", { id: target }));
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
  assertCanUsePreprocessor(actor, "searchKnownLocations");
  return deps.jobs.searchKnownLocations(request);
};
