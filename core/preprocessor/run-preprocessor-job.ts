import { createLocationMatcherBuilder } from "../locations/match-locations.ts";
import type { FileStore } from "../files/ports.ts";
import type { Clock } from "../shared/ports.ts";
import { LocationFileRejected } from "./errors.ts";
import type { LocationFileReader, PreprocessorRunStore, StagedRow } from "./ports.ts";
import { describeProblem, emptyCounts, type ReportEntry, type ShipToFields } from "./preprocessor-job.ts";

export type RunOutcome =
  | { readonly outcome: "skipped" }
  | { readonly outcome: "completed"; readonly rows: number }
  | { readonly outcome: "error"; readonly report: readonly ReportEntry[]; readonly message: string };

export interface RunDeps {
  readonly store: PreprocessorRunStore;
  readonly files: FileStore;
  readonly reader: LocationFileReader;
  readonly clock: Clock;
}

/** Column widths of the stored rows; a longer value is a row problem, not a silent truncation. */
const FIELD_LIMITS: ReadonlyArray<readonly [keyof ShipToFields, string, number]> = [
  ["locationId", "location_id", 100],
  ["name", "name", 300],
  ["address1", "address1", 300],
  ["address2", "address2", 300],
  ["city", "city", 100],
  ["state", "state", 50],
  ["zip", "zip", 20],
  ["phone", "phone", 40],
  ["hin", "hin", 20],
  ["gln", "gln", 20],
];

const tooLong = (fields: ShipToFields): ReportEntry | undefined => {
  for (const [field, column, max] of FIELD_LIMITS) {
    const value = fields[field];
    if (value !== null && value.length > max)
      return { column, message: `longer than ${max} characters (${value.length})` };
  }
  return undefined;
};

/** Reports are stored with the job; a file of 100,000 bad rows keeps the first 1,000 and says how many more. */
const MAX_REPORT_ENTRIES = 1000;

/**
 * Runs one job: streams the file, matches every row against the known locations (reusing the supplier's
 * mappings), and commits all results at once. Bad input (an unusable file or any unusable row) ends the job in
 * ERROR with the full row report and nothing applied, so the operator fixes the file and uploads it again.
 * Any other failure is thrown with nothing written, so the queue runs the job again from the start.
 */
export const runPreprocessorJob = async (deps: RunDeps, jobId: string): Promise<RunOutcome> => {
  const job = await deps.store.begin(jobId, deps.clock.now());
  if (!job) return { outcome: "skipped" };
  const report: ReportEntry[] = [];
  let problems = 0;
  const staged: StagedRow[] = [];
  try {
    const builder = createLocationMatcherBuilder();
    for await (const site of deps.store.knownSites()) builder.add(site);
    const matcher = builder.build(await deps.store.existingMappings(job.supplierOrganizationId));
    const events = deps.reader.read({
      bytes: deps.files.read(job.fileKey),
      fileName: job.fileName,
      format: job.format,
    });
    const seen = new Map<string, number>();
    for await (const event of events) {
      if (event.type === "error") {
        problems++;
        if (report.length < MAX_REPORT_ENTRIES)
          report.push({ row: event.row, column: event.column, message: event.message });
        continue;
      }
      const long = tooLong(event.value);
      if (long !== undefined) {
        problems++;
        if (report.length < MAX_REPORT_ENTRIES) report.push({ row: event.row, ...long });
        continue;
      }
      const first = seen.get(event.value.locationId);
      if (first !== undefined) {
        // Two rows with one location id would write two different mappings for one ship-to account.
        problems++;
        if (report.length < MAX_REPORT_ENTRIES)
          report.push({
            row: event.row,
            column: "location_id",
            message: `duplicate location id "${event.value.locationId}" (first on row ${first})`,
          });
        continue;
      }
      seen.set(event.value.locationId, event.row);
      if (problems > 0) continue; // the job will fail: keep reading only to report every bad row
      const { address2, phone, hin, gln, ...required } = event.value;
      const result = matcher.match({
        ...required,
        ...(address2 ? { address2 } : {}),
        ...(phone ? { phone } : {}),
        ...(hin ? { hin } : {}),
        ...(gln ? { gln } : {}),
      });
      staged.push({ rowNumber: event.row, fields: event.value, result });
    }
  } catch (error) {
    if (!(error instanceof LocationFileRejected)) throw error;
    const entry = { row: error.row, column: error.column, message: error.message };
    const message = describeProblem(job.fileName, entry);
    await deps.store.fail(job.id, [entry], message, deps.clock.now());
    return { outcome: "error", report: [entry], message };
  }
  if (problems > 0) {
    if (problems > report.length)
      report.push({ message: `${problems - report.length} more rows with problems are not listed` });
    const [first] = report;
    const message =
      `${problems} row${problems === 1 ? "" : "s"} cannot be used; nothing was applied. ` +
      describeProblem(job.fileName, first ?? { message: "" });
    await deps.store.fail(job.id, report, message, deps.clock.now());
    return { outcome: "error", report, message };
  }
  const counts = emptyCounts();
  for (const row of staged) counts[row.result.status]++;
  await deps.store.commit(job, staged, counts, deps.clock.now());
  return { outcome: "completed", rows: staged.length };
};
