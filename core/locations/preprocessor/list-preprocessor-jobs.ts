import type { Actor } from "../../access/actor.ts";
import { NotFound } from "../../shared/errors.ts";
import type { Page } from "../../shared/paging.ts";
import { PREPROCESSOR_MESSAGES } from "./messages.ts";
import { assertCanUsePreprocessor, permittedJobActions } from "./authorize.ts";
import type { JobListRequest, PreprocessorJobRepository } from "./ports.ts";
import type { JobAction, PreprocessorJobRecord, SupplierOption } from "./preprocessor-job.ts";

export type PreprocessorJobView = PreprocessorJobRecord & { readonly allowedActions: readonly JobAction[] };

export const JOB_NOT_FOUND = PREPROCESSOR_MESSAGES.texts.jobNotFound;

const withActions = (actor: Actor, job: PreprocessorJobRecord): PreprocessorJobView => ({
  ...job,
  allowedActions: permittedJobActions(actor, job.status),
});

export const listPreprocessorJobs = async (
  deps: { jobs: PreprocessorJobRepository },
  actor: Actor,
  request: JobListRequest,
): Promise<Page<PreprocessorJobView>> => {
  assertCanUsePreprocessor(actor, "listJobs");
  const page = await deps.jobs.list(request);
  return { ...page, items: page.items.map((job) => withActions(actor, job)) };
};

/** One job with its counts per decision and its error report. */
export const getPreprocessorJob = async (
  deps: { jobs: PreprocessorJobRepository },
  actor: Actor,
  id: string,
): Promise<PreprocessorJobView> => {
  assertCanUsePreprocessor(actor, "viewJob");
  const job = await deps.jobs.findById(id);
  if (!job) throw new NotFound(PREPROCESSOR_MESSAGES.say("jobNotFound"));
  return withActions(actor, job);
};

/** Suppliers a file may be uploaded for, and the supplier-name filter's choices. */
export const listPreprocessorSuppliers = async (
  deps: { jobs: PreprocessorJobRepository },
  actor: Actor,
): Promise<readonly SupplierOption[]> => {
  assertCanUsePreprocessor(actor, "listSuppliers");
  return deps.jobs.suppliers();
};
