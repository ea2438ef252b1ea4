import type { ExistingMapping, KnownSite } from "../locations/location-schemas.ts";
import { createLocationMatcherBuilder } from "../locations/match-locations.ts";
import type { LocationFileReader, StagedRow } from "./ports.ts";
import type { LocationFileFormat, ReportEntry, ShipToFields } from "./preprocessor-job.ts";

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
export const MAX_REPORT_ENTRIES = 1000;

export interface EvaluationInput {
  readonly file: {
    readonly bytes: AsyncIterable<Uint8Array>;
    readonly fileName: string;
    readonly format: LocationFileFormat;
  };
  readonly knownSites: AsyncIterable<KnownSite> | Iterable<KnownSite>;
  readonly mappings: readonly ExistingMapping[];
}

/** Every row matched (when `problems` is 0), or the report of the rows that cannot be used. */
export interface Evaluation {
  readonly staged: readonly StagedRow[];
  readonly report: readonly ReportEntry[];
  readonly problems: number;
}

/** Runs the reading and matching of a job somewhere (in this thread, or a thread with its own memory limit). */
export type EvaluateLocationFile = (input: EvaluationInput) => Promise<Evaluation>;

/**
 * Reads the file and matches every row against the known locations (reusing the supplier's mappings),
 * writing nothing. Throws LocationFileRejected when the file as a whole cannot be used.
 */
export const evaluateLocationFile = async (
  reader: LocationFileReader,
  input: EvaluationInput,
): Promise<Evaluation> => {
  const report: ReportEntry[] = [];
  let problems = 0;
  const staged: StagedRow[] = [];
  const builder = createLocationMatcherBuilder();
  for await (const site of input.knownSites) builder.add(site);
  const matcher = builder.build(input.mappings);
  const seen = new Map<string, number>();
  const problem = (entry: ReportEntry) => {
    problems++;
    if (report.length < MAX_REPORT_ENTRIES) report.push(entry);
  };
  for await (const event of reader.read(input.file)) {
    if (event.type === "error") {
      problem({ row: event.row, column: event.column, message: event.message });
      continue;
    }
    const long = tooLong(event.value);
    if (long !== undefined) {
      problem({ row: event.row, ...long });
      continue;
    }
    const first = seen.get(event.value.locationId);
    if (first !== undefined) {
      // Two rows with one location id would write two different mappings for one ship-to account.
      problem({
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
  return { staged: problems > 0 ? [] : staged, report, problems };
};
