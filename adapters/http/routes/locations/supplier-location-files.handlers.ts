import type { PreprocessorJobRecord } from "#core/locations/preprocessor/preprocessor-job.ts";
import { SUPPLIER_LOCATION_MESSAGES } from "#core/locations/supplier/messages.ts";
import {
  getSupplierLocationDocument,
  getSupplierLocationFile,
  listSupplierLocationFiles,
  uploadSupplierLocationFile,
} from "#core/locations/supplier/supplier-location-files.ts";
import { fieldFailure } from "#core/shared/errors.ts";
import { requireActor } from "../../contract.ts";
import type { LocationsInput } from "./deps.ts";
import { downloadResponse } from "./download-response.ts";
import type { SupplierLocationFileQuery } from "./supplier-locations.schemas.ts";

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

/** What a supplier sees of a job: its own file and outcome, never the storage key or the operator's actions. */
const fileJson = (job: PreprocessorJobRecord) => ({
  id: job.id,
  fileName: job.fileName,
  fileSize: job.fileSize,
  format: job.format,
  status: job.status,
  totalRows: job.totalRows,
  counts: job.counts,
  errorMessage: job.errorMessage,
  errorReport: [...job.errorReport],
  createdByName: job.createdByName,
  createdAt: job.createdAt.toISOString(),
  finishedAt: iso(job.finishedAt),
});

export const listFilesHandler = async ({
  actor,
  query,
  services,
}: LocationsInput<unknown, typeof SupplierLocationFileQuery.Type, unknown>) => {
  const page = await listSupplierLocationFiles(
    { jobs: services.stores().preprocessorJobs },
    requireActor(actor),
    query,
  );
  return { ...page, items: page.items.map(fileJson) };
};

export const uploadFileHandler = async ({
  actor,
  file,
  services,
}: LocationsInput<unknown, unknown, unknown>) => {
  if (!file) throw fieldFailure("file", SUPPLIER_LOCATION_MESSAGES.say("chooseFile"));
  const job = await uploadSupplierLocationFile(
    {
      jobs: services.stores().preprocessorJobs,
      files: services.files,
      ids: services.ids,
      maxBytes: services.config.uploadMaxBytes,
    },
    requireActor(actor),
    { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
  );
  return fileJson(job);
};

export const getFileHandler = async ({
  actor,
  params,
  services,
}: LocationsInput<{ id: string }, unknown, unknown>) =>
  fileJson(
    await getSupplierLocationFile(
      { jobs: services.stores().preprocessorJobs },
      requireActor(actor),
      params.id,
    ),
  );

export const documentHandler = async ({
  actor,
  params,
  services,
}: LocationsInput<{ id: string }, unknown, unknown>) =>
  downloadResponse(
    await getSupplierLocationDocument(
      { jobs: services.stores().preprocessorJobs, files: services.files },
      requireActor(actor),
      params.id,
    ),
  );
