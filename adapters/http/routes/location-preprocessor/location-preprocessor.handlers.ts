import { JobStatus } from "../../../../core/catalogues/reference-statuses.ts";
import {
  deletePreprocessorJob,
  retryPreprocessorJob,
} from "../../../../core/preprocessor/change-job-status.ts";
import { permittedJobActions } from "../../../../core/preprocessor/authorize.ts";
import { exportJobResults, getJobDocument } from "../../../../core/preprocessor/job-files.ts";
import {
  getPreprocessorJob,
  listPreprocessorJobs,
  type PreprocessorJobView,
} from "../../../../core/preprocessor/list-preprocessor-jobs.ts";
import { JOB_FILTER_FIELDS, JOB_SORT_FIELDS } from "../../../../core/preprocessor/preprocessor-job.ts";
import { uploadLocationFile } from "../../../../core/preprocessor/upload-location-file.ts";
import { ValidationFailed, fieldFailure } from "../../../../core/shared/errors.ts";
import {
  toPageRequest,
  type PageQuery,
  type PageQueryProblem,
  type PageRequest,
} from "../../../../core/shared/paging.ts";
import { requireActor, type HandlerInput } from "../../contract.ts";
import { downloadResponse } from "./download-response.ts";
import type { JobListQuery, UploadFields } from "./location-preprocessor.schemas.ts";

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

/** Dates leave the API as ISO strings; the storage key of the file stays inside. */
export const jobJson = ({ fileKey: _key, ...job }: PreprocessorJobView) => ({
  ...job,
  errorReport: [...job.errorReport],
  createdAt: job.createdAt.toISOString(),
  startedAt: iso(job.startedAt),
  finishedAt: iso(job.finishedAt),
});

export const pageOrFail = <S extends string, F extends string>(
  result:
    | { ok: true; value: PageRequest<S, F> }
    | {
        ok: false;
        problems: PageQueryProblem[];
      },
) => {
  if (result.ok) return result.value;
  throw new ValidationFailed({
    message: result.problems[0]?.message ?? "Invalid list query",
    fields: result.problems,
  });
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

/** An upload-date bound: ISO 8601 with a zone when a time is given, so no bound depends on the server's clock zone. */
const instantParam = (field: string, value: string | undefined): Date | undefined => {
  const text = value?.trim();
  if (!text) return undefined;
  const date = ISO_INSTANT.test(text) ? new Date(text) : undefined;
  if (date === undefined || Number.isNaN(date.getTime()))
    throw fieldFailure(field, `${field} must be an ISO 8601 date or date-time`);
  return date;
};

export const listHandler = async ({
  actor,
  query,
  services,
}: HandlerInput<unknown, typeof JobListQuery.Type, unknown>) => {
  const request = toPageRequest(query as PageQuery, {
    sortFields: JOB_SORT_FIELDS,
    defaultSort: "createdAt",
    defaultDirection: "desc",
    filterFields: JOB_FILTER_FIELDS,
  });
  const paging = pageOrFail(request);
  const status = query.status?.trim().toUpperCase() || undefined;
  if (status !== undefined && !JobStatus.is(status))
    throw fieldFailure("status", `status must be one of ${JobStatus.values.join(", ")}`);
  const page = await listPreprocessorJobs({ jobs: services.stores().preprocessorJobs }, requireActor(actor), {
    ...paging,
    status,
    supplierName: query.suppliername?.trim() || undefined,
    createdFrom: instantParam("createdFrom", query.createdFrom),
    createdTo: instantParam("createdTo", query.createdTo),
  });
  return { ...page, items: page.items.map(jobJson) };
};

export const uploadHandler = async ({
  actor,
  body,
  file,
  services,
}: HandlerInput<unknown, unknown, typeof UploadFields.Type>) => {
  if (!file) throw fieldFailure("file", "Choose a CSV or XLSX location file");
  const job = await uploadLocationFile(
    {
      jobs: services.stores().preprocessorJobs,
      files: services.files,
      ids: services.ids,
      maxBytes: services.config.uploadMaxBytes,
    },
    requireActor(actor),
    {
      supplierId: body.supplierId,
      supplierName: body.supplierName,
      fileName: file.name,
      contentType: file.type,
      bytes: new Uint8Array(await file.arrayBuffer()),
    },
  );
  return jobJson({ ...job, allowedActions: permittedJobActions(requireActor(actor), job.status) });
};

export const getHandler = async ({
  actor,
  params,
  services,
}: HandlerInput<{ id: string }, unknown, unknown>) =>
  jobJson(
    await getPreprocessorJob({ jobs: services.stores().preprocessorJobs }, requireActor(actor), params.id),
  );

export const deleteHandler = async ({
  actor,
  params,
  services,
}: HandlerInput<{ id: string }, unknown, unknown>) => {
  await deletePreprocessorJob(
    { jobs: services.stores().preprocessorJobs, clock: services.clock },
    requireActor(actor),
    params.id,
  );
  return null;
};

export const retryHandler = async ({
  actor,
  params,
  services,
}: HandlerInput<{ id: string }, unknown, unknown>) =>
  jobJson(
    await retryPreprocessorJob({ jobs: services.stores().preprocessorJobs }, requireActor(actor), params.id),
  );

export const documentHandler = async ({
  actor,
  params,
  services,
}: HandlerInput<{ id: string }, unknown, unknown>) =>
  downloadResponse(
    await getJobDocument(
      { jobs: services.stores().preprocessorJobs, files: services.files },
      requireActor(actor),
      params.id,
    ),
  );

export const resultsHandler = async ({
  actor,
  params,
  services,
}: HandlerInput<{ id: string }, unknown, unknown>) =>
  downloadResponse(
    await exportJobResults({ jobs: services.stores().preprocessorJobs }, requireActor(actor), params.id),
  );
