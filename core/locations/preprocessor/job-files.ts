import type { Actor } from "../../access/actor.ts";
import type { FileStore } from "../../shared/files/ports.ts";
import { Conflict, NotFound } from "../../shared/errors.ts";
import { reasonsInEnglish } from "../matching/match-reasons.ts";
import { assertCanUsePreprocessor } from "./authorize.ts";
import { PREPROCESSOR_MESSAGES } from "./messages.ts";
import type { LocationTablePreview, PreprocessorJobRepository, TablePreview } from "./ports.ts";
import type { JobRowRecord } from "./preprocessor-job.ts";

export interface Download {
  readonly fileName: string;
  readonly contentType: string;
  readonly size?: number;
  readonly body: AsyncIterable<Uint8Array>;
}

/** The source file as uploaded, under its original name. */
export const getJobDocument = async (
  deps: { jobs: PreprocessorJobRepository; files: FileStore },
  actor: Actor,
  id: string,
): Promise<Download> => {
  assertCanUsePreprocessor(actor, "downloadDocument");
  const job = await deps.jobs.findById(id);
  if (!job) throw new NotFound(PREPROCESSOR_MESSAGES.say("jobNotFound"));
  return {
    fileName: job.fileName,
    contentType: job.contentType,
    size: job.fileSize,
    body: deps.files.read(job.fileKey),
  };
};

/** Rows of the source file shown in its preview (the header and 49 data rows). */
export const PREVIEW_ROWS = 50;

/** The source file's first rows as a table, for the preview of CSV and XLSX files alike. */
export const previewJobDocument = async (
  deps: { jobs: PreprocessorJobRepository; files: FileStore; preview: LocationTablePreview },
  actor: Actor,
  id: string,
): Promise<Extract<TablePreview, { ok: true }>> => {
  assertCanUsePreprocessor(actor, "previewDocument");
  const job = await deps.jobs.findById(id);
  if (!job) throw new NotFound(PREPROCESSOR_MESSAGES.say("jobNotFound"));
  const { files } = deps;
  const { fileKey, fileName } = job;
  // A file gone from the store is a 404 that names the file, never the store's own message (paths).
  async function* stored(): AsyncGenerator<Uint8Array> {
    try {
      yield* files.read(fileKey);
    } catch {
      throw new NotFound(PREPROCESSOR_MESSAGES.say("fileGone", { fileName }));
    }
  }
  const preview = await deps.preview({
    bytes: stored(),
    format: job.format,
    maxRows: PREVIEW_ROWS,
  });
  if (!preview.ok)
    throw new Conflict(
      PREPROCESSOR_MESSAGES.say("notATable", { fileName: job.fileName, problem: preview.message }),
    );
  return preview;
};

export const RESULT_COLUMNS = [
  "row",
  "location_id",
  "name",
  "address1",
  "address2",
  "city",
  "state",
  "zip",
  "decision",
  "score",
  "reason",
  "notisphere_id",
  "site_name",
  "provider",
  "candidate_notisphere_id",
  "candidate_name",
] as const;

/** Spreadsheets would run a cell starting with = + - @ as a formula; a leading quote keeps it text. */
const cell = (value: string | number | null): string => {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const resultCsvLine = (row: JobRowRecord): string =>
  [
    row.rowNumber,
    row.locationId,
    row.name,
    row.address1,
    row.address2,
    row.city,
    row.state,
    row.zip,
    row.decision,
    row.score.toFixed(3),
    row.reasons.length > 0 ? reasonsInEnglish(row.reasons) : row.reason,
    row.knownLocation?.notisphereId ?? null,
    row.knownLocation?.name ?? null,
    row.knownLocation?.providerName ?? null,
    row.candidate?.notisphereId ?? null,
    row.candidate?.name ?? null,
  ]
    .map(cell)
    .join(",") + "\r\n";

/** The job's results as CSV (one line per row, in file order), streamed. */
export const exportJobResults = async (
  deps: { jobs: PreprocessorJobRepository },
  actor: Actor,
  id: string,
): Promise<Download> => {
  assertCanUsePreprocessor(actor, "exportResults");
  const job = await deps.jobs.findById(id);
  if (!job) throw new NotFound(PREPROCESSOR_MESSAGES.say("jobNotFound"));
  const encoder = new TextEncoder();
  const rows = deps.jobs.allRows(id);
  async function* body(): AsyncGenerator<Uint8Array> {
    yield encoder.encode(`\uFEFF${RESULT_COLUMNS.join(",")}\r\n`);
    let batch = "";
    for await (const row of rows) {
      batch += resultCsvLine(row);
      if (batch.length > 64 * 1024) {
        yield encoder.encode(batch);
        batch = "";
      }
    }
    if (batch !== "") yield encoder.encode(batch);
  }
  const base = job.fileName.replace(/\.(csv|xlsx)$/i, "");
  return { fileName: `${base}-results.csv`, contentType: "text/csv; charset=utf-8", body: body() };
};
