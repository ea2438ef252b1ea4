import { quiet } from "../../api/fetcher.ts";
import {
  getDownloadLocationPreprocessorDocumentUrl,
  getDownloadLocationPreprocessorResultsUrl,
  listLocationPreprocessorJobs,
  previewLocationPreprocessorDocument,
} from "../../api/generated/location-preprocessor/location-preprocessor.ts";
import type { KnownLocation as GeneratedKnownLocation } from "../../api/generated/model/knownLocation.ts";
import type { PreprocessorJob } from "../../api/generated/model/preprocessorJob.ts";
import type { PreprocessorJobRow } from "../../api/generated/model/preprocessorJobRow.ts";
import type { PreprocessorSupplier } from "../../api/generated/model/preprocessorSupplier.ts";
import { pageParams, type PageQuery, type PageResult } from "../../api/paging.ts";

/** The operator's location pre-processor (ADR 6); the server decides allowedActions per job and row. */
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

/** Grid blocks: quiet, because the grid shows its own loading rows (and polling must not flash the bar). */
export const fetchJobs = async (query: PageQuery): Promise<PageResult<LocationJob>> =>
  (await listLocationPreprocessorJobs(pageParams(query), quiet())).d;

/** The source file's first rows as the server reads them (CSV and XLSX alike), for the table preview. */
export const documentTable = (jobId: string) => async () => {
  const { rows, truncated } = (await previewLocationPreprocessorDocument(jobId, quiet())).d;
  return { rows, truncated };
};

/** Paths (under /api) of the two downloads; they are files, so they go through downloadFile, not apiFetch. */
export const documentUrl = (jobId: string): string => getDownloadLocationPreprocessorDocumentUrl(jobId);
export const resultsUrl = (jobId: string): string => getDownloadLocationPreprocessorResultsUrl(jobId);
