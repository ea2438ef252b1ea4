import {
  deletePreprocessorJob,
  retryPreprocessorJob,
} from "#core/locations/preprocessor/change-job-status.ts";
import { permittedJobActions } from "#core/locations/preprocessor/authorize.ts";
import {
  exportJobResults,
  getJobDocument,
  previewJobDocument,
} from "#core/locations/preprocessor/job-files.ts";
import {
  getPreprocessorJob,
  listPreprocessorJobs,
  type PreprocessorJobView,
} from "#core/locations/preprocessor/list-preprocessor-jobs.ts";
import { uploadLocationFile } from "#core/locations/preprocessor/upload-location-file.ts";
import { fieldFailure } from "#core/shared/errors.ts";
import { PREPROCESSOR_MESSAGES } from "#core/locations/preprocessor/messages.ts";
import { requireActor } from "../../contract.ts";
import type { LocationsInput } from "./deps.ts";
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

export const listHandler = async ({
  actor,
  query,
  services,
}: LocationsInput<unknown, typeof JobListQuery.Type, unknown>) => {
  const page = await listPreprocessorJobs({ jobs: services.stores().preprocessorJobs }, requireActor(actor), {
    ...query,
    supplierName: query.suppliername,
  });
  return { ...page, items: page.items.map(jobJson) };
};

export const uploadHandler = async ({
  actor,
  body,
  file,
  services,
}: LocationsInput<unknown, unknown, typeof UploadFields.Type>) => {
  if (!file) throw fieldFailure("file", PREPROCESSOR_MESSAGES.say("chooseFile"));
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
}: LocationsInput<{ id: string }, unknown, unknown>) =>
  jobJson(
    await getPreprocessorJob({ jobs: services.stores().preprocessorJobs }, requireActor(actor), params.id),
  );

export const deleteHandler = async ({
  actor,
  params,
  services,
}: LocationsInput<{ id: string }, unknown, unknown>) => {
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
}: LocationsInput<{ id: string }, unknown, unknown>) =>
  jobJson(
    await retryPreprocessorJob({ jobs: services.stores().preprocessorJobs }, requireActor(actor), params.id),
  );

export const documentHandler = async ({
  actor,
  params,
  services,
}: LocationsInput<{ id: string }, unknown, unknown>) =>
  downloadResponse(
    await getJobDocument(
      { jobs: services.stores().preprocessorJobs, files: services.files },
      requireActor(actor),
      params.id,
    ),
  );

export const documentPreviewHandler = async ({
  actor,
  params,
  services,
}: LocationsInput<{ id: string }, unknown, unknown>) => {
  const preview = await previewJobDocument(
    {
      jobs: services.stores().preprocessorJobs,
      files: services.files,
      preview: services.locationTablePreview,
    },
    requireActor(actor),
    params.id,
  );
  return {
    rows: preview.rows.map((row) => [...row]),
    columns: preview.columns,
    truncated: preview.truncated,
  };
};

export const resultsHandler = async ({
  actor,
  params,
  services,
}: LocationsInput<{ id: string }, unknown, unknown>) =>
  downloadResponse(
    await exportJobResults({ jobs: services.stores().preprocessorJobs }, requireActor(actor), params.id),
  );
