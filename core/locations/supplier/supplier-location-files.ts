import type { Actor } from "../../access/actor.ts";
import type { FileStore } from "../../shared/files/ports.ts";
import { fieldFailure, NotFound } from "../../shared/errors.ts";
import type { Page } from "../../shared/paging.ts";
import type { IdGenerator } from "../../shared/ports.ts";
import { checkLocationUpload } from "../preprocessor/check-location-upload.ts";
import type { Download } from "../preprocessor/job-files.ts";
import type { JobListRequest, PreprocessorJobRepository } from "../preprocessor/ports.ts";
import type { PreprocessorJobRecord } from "../preprocessor/preprocessor-job.ts";
import { jobFileKey } from "../preprocessor/upload-location-file.ts";
import { supplierScopeFor } from "./authorize.ts";
import { SUPPLIER_LOCATION_MESSAGES } from "./messages.ts";

const CONTENT_TYPE = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/**
 * A supplier's own ship-to file: the operator pre-processor's checks (content, size) and the same job, created
 * for the actor's organisation and queued with it in one transaction, so the pre-processor maps the rows.
 */
export const uploadSupplierLocationFile = async (
  deps: { jobs: PreprocessorJobRepository; files: FileStore; ids: IdGenerator; maxBytes: number },
  actor: Actor,
  upload: { readonly fileName: string; readonly bytes: Uint8Array },
): Promise<PreprocessorJobRecord> => {
  const supplierId = supplierScopeFor(actor, "uploadFile");
  const fileName = upload.fileName.trim().split(/[\\/]/).pop() || "locations";
  const supplier = await deps.jobs.findSupplier({ id: supplierId });
  if (!supplier) throw fieldFailure("file", SUPPLIER_LOCATION_MESSAGES.say("noOrganisation"));
  const format = checkLocationUpload({ fileName, bytes: upload.bytes }, deps.maxBytes);
  const id = deps.ids.next();
  const fileKey = jobFileKey(id);
  await deps.files.put(fileKey, upload.bytes);
  try {
    return await deps.jobs.create({
      id,
      supplierOrganizationId: supplier.id,
      supplierName: supplier.name,
      fileName,
      fileKey,
      fileSize: upload.bytes.length,
      contentType: CONTENT_TYPE[format],
      format,
      createdBy: actor.userId,
    });
  } catch (error) {
    await deps.files.remove(fileKey).catch(() => undefined);
    throw error;
  }
};

/** The supplier's own jobs only (deleted ones stay hidden unless asked for by status, as for the operator). */
export const listSupplierLocationFiles = async (
  deps: { jobs: PreprocessorJobRepository },
  actor: Actor,
  request: Omit<JobListRequest, "supplierName" | "supplierOrganizationId">,
): Promise<Page<PreprocessorJobRecord>> => {
  const supplierId = supplierScopeFor(actor, "listFiles");
  return deps.jobs.list({ ...request, supplierOrganizationId: supplierId });
};

/** Another supplier's job answers exactly as a missing one: its existence is not the caller's to know. */
const ownJob = async (
  jobs: PreprocessorJobRepository,
  supplierId: string,
  id: string,
): Promise<PreprocessorJobRecord> => {
  const job = await jobs.findById(id);
  if (!job || job.supplierOrganizationId !== supplierId || job.status === "DEACTIVATED")
    throw new NotFound(SUPPLIER_LOCATION_MESSAGES.say("fileNotFound"));
  return job;
};

export const getSupplierLocationFile = async (
  deps: { jobs: PreprocessorJobRepository },
  actor: Actor,
  id: string,
): Promise<PreprocessorJobRecord> => ownJob(deps.jobs, supplierScopeFor(actor, "viewFile"), id);

/** The file as the supplier uploaded it. */
export const getSupplierLocationDocument = async (
  deps: { jobs: PreprocessorJobRepository; files: FileStore },
  actor: Actor,
  id: string,
): Promise<Download> => {
  const job = await ownJob(deps.jobs, supplierScopeFor(actor, "downloadFile"), id);
  return {
    fileName: job.fileName,
    contentType: job.contentType,
    size: job.fileSize,
    body: deps.files.read(job.fileKey),
  };
};
