import { quiet } from "./fetcher.ts";
import {
  confirmLocationPreprocessorRow,
  deleteLocationPreprocessorJob,
  getDownloadLocationPreprocessorDocumentUrl,
  getDownloadLocationPreprocessorResultsUrl,
  getLocationPreprocessorJob,
  listLocationPreprocessorJobs,
  listLocationPreprocessorRows,
  listLocationPreprocessorSuppliers,
  rejectLocationPreprocessorRow,
  retryLocationPreprocessorJob,
  searchKnownLocations,
  uploadLocationPreprocessorFile,
} from "./generated/location-preprocessor/location-preprocessor.ts";
import type { KnownLocation as GeneratedKnownLocation } from "./generated/model/knownLocation.ts";
import type { PreprocessorJob } from "./generated/model/preprocessorJob.ts";
import type { PreprocessorJobRow } from "./generated/model/preprocessorJobRow.ts";
import type { PreprocessorSupplier } from "./generated/model/preprocessorSupplier.ts";
import type { PageQuery, PageResult } from "./paging.ts";

/** The operator's location pre-processor (issue 5, ADR 6); the server decides allowedActions per job and row. */
export type LocationJob = PreprocessorJob;
export type LocationJobRow = PreprocessorJobRow;
export type KnownLocation = GeneratedKnownLocation;
export type LocationSupplier = PreprocessorSupplier;
export type RowDecision = LocationJobRow["decision"];
export const ROW_DECISIONS: readonly RowDecision[] = [
  "matched",
  "review",
  "unmatched",
  "confirmed",
  "rejected",
];

/** Jobs that are still moving; the grid polls while one of them is on screen. */
export const isRunning = (job: Pick<LocationJob, "status">): boolean =>
  job.status === "PENDING" || job.status === "IN PROGRESS";

/** Blank values stay out of the query string (the server reads "" as a filter). */
export const asParams = (
  query: Readonly<Record<string, string | number | undefined>>,
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && String(value).trim() !== "")
      .map(([key, value]) => [key, String(value).trim()]),
  );

/** Grid blocks: quiet, because the grid shows its own loading rows (and polling must not flash the bar). */
export const listJobs = async (query: PageQuery): Promise<PageResult<LocationJob>> =>
  (await listLocationPreprocessorJobs(asParams(query), quiet())).d;

export const getJob = async (id: string): Promise<LocationJob> =>
  (await getLocationPreprocessorJob(id, quiet())).d;

export const listSuppliers = async (): Promise<readonly LocationSupplier[]> =>
  (await listLocationPreprocessorSuppliers()).d;

/** The generated call builds the multipart body (file, supplierId); resolves with the job and the server's m. */
export const uploadLocationFile = async (
  supplierId: string,
  file: File,
): Promise<{ job: LocationJob; message: string }> => {
  const answer = await uploadLocationPreprocessorFile({ supplierId, file });
  return { job: answer.d, message: answer.m };
};

export const deleteJob = async (id: string): Promise<string> => (await deleteLocationPreprocessorJob(id)).m;

export const retryJob = async (id: string): Promise<string> => (await retryLocationPreprocessorJob(id)).m;

export const listRows = async (
  jobId: string,
  query: Readonly<Record<string, string | number | undefined>>,
): Promise<PageResult<LocationJobRow>> =>
  (await listLocationPreprocessorRows(jobId, asParams(query), quiet())).d;

/** Without a known location the server confirms the matcher's candidate. */
export const confirmRow = async (
  jobId: string,
  rowId: string,
  knownLocationId?: string,
): Promise<{ row: LocationJobRow; message: string }> => {
  const answer = await confirmLocationPreprocessorRow(
    jobId,
    rowId,
    knownLocationId === undefined ? {} : { knownLocationId },
  );
  return { row: answer.d, message: answer.m };
};

export const rejectRow = async (
  jobId: string,
  rowId: string,
): Promise<{ row: LocationJobRow; message: string }> => {
  const answer = await rejectLocationPreprocessorRow(jobId, rowId);
  return { row: answer.d, message: answer.m };
};

export const findKnownLocations = async (search: string): Promise<readonly KnownLocation[]> =>
  (await searchKnownLocations(asParams({ search, pageNumber: 1, pageSize: 20 }), quiet())).d.items;

/** Paths (under /api) of the two downloads; they are files, so they go through downloadFile, not apiFetch. */
export const documentUrl = (jobId: string): string => getDownloadLocationPreprocessorDocumentUrl(jobId);
export const resultsUrl = (jobId: string): string => getDownloadLocationPreprocessorResultsUrl(jobId);
