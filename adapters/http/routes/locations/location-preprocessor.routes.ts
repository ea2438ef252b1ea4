import { Schema } from "effect";
import { listPreprocessorSuppliers } from "#core/locations/preprocessor/list-preprocessor-jobs.ts";
import { FileResponse, guardOf, requireActor } from "../../contract.ts";
import { route } from "./deps.ts";
import { PREPROCESSOR_POLICY } from "#core/locations/preprocessor/policy.ts";
import {
  deleteHandler,
  documentHandler,
  documentPreviewHandler,
  getHandler,
  listHandler,
  resultsHandler,
  retryHandler,
  uploadHandler,
} from "./location-preprocessor.handlers.ts";
import { jobRowRoutes } from "./job-rows.routes.ts";
import {
  DocumentPreview,
  JobIdParams,
  JobListQuery,
  PreprocessorJob,
  PreprocessorJobPage,
  PreprocessorSupplier,
  UploadFields,
} from "./location-preprocessor.schemas.ts";

const BASE = "/notisphere/locationPreProcessor";
const TAG = "location-preprocessor";

/** Static paths come before `{id}` so Hono matches them first. */
export const locationPreprocessorRoutes = [
  route(
    {
      method: "post",
      path: `${BASE}/upload-locationpreprocessor-file`,
      operationId: "uploadLocationPreprocessorFile",
      tag: TAG,
      summary: "Upload a supplier's CSV or XLSX location file; a PENDING job is queued",
      description:
        "The file type is checked by content (CSV text with a header row, or an XLSX workbook); empty files and files over the upload limit are refused. Header and row problems end the job in ERROR with a report.",
      access: guardOf(PREPROCESSOR_POLICY.upload),
      upload: { fileField: "file", fields: UploadFields },
      response: PreprocessorJob,
      errors: [413],
      successMessage: "File uploaded",
    },
    uploadHandler,
  ),
  route(
    {
      method: "get",
      path: BASE,
      operationId: "listLocationPreprocessorJobs",
      tag: TAG,
      summary: "Pre-processor jobs, paged, sorted, searched and filtered by status and supplier name",
      access: guardOf(PREPROCESSOR_POLICY.listJobs),
      query: JobListQuery,
      response: PreprocessorJobPage,
    },
    listHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/locationPreProcessorSuppliers`,
      operationId: "listLocationPreprocessorSuppliers",
      tag: TAG,
      summary: "Suppliers a location file may be uploaded for",
      access: guardOf(PREPROCESSOR_POLICY.listSuppliers),
      response: Schema.Array(PreprocessorSupplier),
    },
    async ({ actor, services }) =>
      listPreprocessorSuppliers({ jobs: services.stores().preprocessorJobs }, requireActor(actor)),
  ),
  route(
    {
      method: "get",
      path: `${BASE}/document/{id}`,
      operationId: "downloadLocationPreprocessorDocument",
      tag: TAG,
      summary: "The job's source file as uploaded",
      access: guardOf(PREPROCESSOR_POLICY.downloadDocument),
      params: JobIdParams,
      response: FileResponse,
      binary: {
        contentTypes: ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      },
      errors: [404],
    },
    documentHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/document/{id}/preview`,
      operationId: "previewLocationPreprocessorDocument",
      tag: TAG,
      summary: "The first rows of the job's source file as a table (CSV or the workbook's first sheet)",
      description:
        "At most 50 rows (the header first), 50 columns and 200 characters a cell; a CSV file is read from its first 256 KB. A file that cannot be read as a table answers 409 with the reader's message.",
      access: guardOf(PREPROCESSOR_POLICY.previewDocument),
      params: JobIdParams,
      response: DocumentPreview,
      errors: [404, 409],
    },
    documentPreviewHandler,
  ),
  ...jobRowRoutes,
  route(
    {
      method: "get",
      path: `${BASE}/results/{id}`,
      operationId: "downloadLocationPreprocessorResults",
      tag: TAG,
      summary: "The job's rows with their decisions and mapped locations, as CSV",
      access: guardOf(PREPROCESSOR_POLICY.exportResults),
      params: JobIdParams,
      response: FileResponse,
      binary: { contentTypes: ["text/csv"] },
      errors: [404],
    },
    resultsHandler,
  ),
  route(
    {
      method: "put",
      path: `${BASE}/retry/{id}`,
      operationId: "retryLocationPreprocessorJob",
      tag: TAG,
      summary: "Run a job in ERROR again (back to PENDING, queued)",
      access: guardOf(PREPROCESSOR_POLICY.retryJob),
      params: JobIdParams,
      response: PreprocessorJob,
      errors: [404, 409],
      successMessage: "Job queued again",
    },
    retryHandler,
  ),
  route(
    {
      method: "get",
      path: `${BASE}/{id}`,
      operationId: "getLocationPreprocessorJob",
      tag: TAG,
      summary: "One job with its counts per decision and its error report",
      access: guardOf(PREPROCESSOR_POLICY.viewJob),
      params: JobIdParams,
      response: PreprocessorJob,
      errors: [404],
    },
    getHandler,
  ),
  route(
    {
      method: "put",
      path: `${BASE}/{id}`,
      operationId: "deleteLocationPreprocessorJob",
      tag: TAG,
      summary: "Delete a job (DEACTIVATED: hidden from the list, kept for the audit trail)",
      description: "Refused with 409 while the job is IN PROGRESS.",
      access: guardOf(PREPROCESSOR_POLICY.deleteJob),
      params: JobIdParams,
      response: Schema.Null,
      errors: [404, 409],
      successMessage: "Successfully Deleted!",
    },
    deleteHandler,
  ),
];
