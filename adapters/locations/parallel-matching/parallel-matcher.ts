import type { MatchStatus, ShipToRow } from "#core/locations/matching/location-schemas.ts";
import type { LocationMatcherBuilder, MatcherSnapshot } from "#core/locations/matching/match-locations.ts";
import { LocationFileError } from "../location-file-error.ts";
import { noDataRows, type LocationRowEvent } from "../read-location-rows.ts";
import type { SkippedRow } from "./protocol.ts";
import { splitCsvFile } from "./split-csv-file.ts";
import { ThreadFailed, type MatchingThreads } from "./threads.ts";

/** A thread's bad-input failure raised again as the LocationFileError it was (the command exits with 2). */
const rethrow = (error: unknown): never => {
  const fileError = error instanceof ThreadFailed ? error.answer?.fileError : undefined;
  if (fileError !== undefined && error instanceof ThreadFailed)
    throw new LocationFileError(fileError.file, error.message, fileError.row, fileError.column);
  throw error;
};

/**
 * Loads a known-sites CSV into `builder` with every thread reading and normalising its own part of the file
 * (splitCsvFile), then appends the parts in file order: the builder ends up as if it had read the file itself.
 * Answers the sites loaded and the first skipped rows (with the file's row numbers).
 */
export const loadKnownSitesInThreads = async (
  threads: MatchingThreads,
  path: string,
  builder: LocationMatcherBuilder,
): Promise<{ count: number; skipped: readonly SkippedRow[]; skippedCount: number }> => {
  const split = await splitCsvFile(path, threads.size);
  const settled = await Promise.allSettled(
    split.ranges.map((range, n) =>
      threads.ask<"loaded">(n, {
        type: "load",
        path,
        header: split.header,
        range,
        headerLines: split.headerLines,
      }),
    ),
  );
  // The error of the earliest part is the one a single reader would have met first.
  const failed = settled.find((result) => result.status === "rejected");
  if (failed !== undefined) rethrow(failed.reason);
  const answers = settled.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  let count = 0;
  let skippedCount = 0;
  const skipped: SkippedRow[] = [];
  if (answers.every((answer) => answer.dataRows === 0)) throw noDataRows(path);
  for (const answer of answers) {
    builder.addLoaded(answer.loaded);
    count += answer.count;
    skippedCount += answer.skippedCount;
    skipped.push(...answer.skipped);
  }
  return { count, skipped: skipped.slice(0, 20), skippedCount };
};

export interface MatchSink {
  /** Result lines of the next rows, in input order. */
  readonly write: (lines: string) => Promise<void>;
  readonly counted: (status: MatchStatus, rows: number) => void;
}

const BATCH_ROWS = 1000;
/** Batches each thread may hold at once: enough to keep it busy, few enough to bound memory. */
const IN_FLIGHT = 2;

/**
 * Matches ship-to rows on every thread against the snapshot the main thread built (shared memory, opened
 * once per thread). Batches go round the threads; results are written in input order.
 */
export const matchRowsInThreads = async (
  threads: MatchingThreads,
  snapshot: MatcherSnapshot,
  events: AsyncIterable<LocationRowEvent<ShipToRow>>,
  sink: MatchSink,
): Promise<void> => {
  await Promise.all(
    Array.from({ length: threads.size }, (_, n) => threads.ask(n, { type: "open", snapshot })),
  );
  const pending: Promise<{ lines: string; counts: Readonly<Record<MatchStatus, number>> }>[] = [];
  const writeOldest = async () => {
    const answer = await (pending.shift() as (typeof pending)[number]);
    for (const status of ["matched", "review", "unmatched"] as const)
      sink.counted(status, answer.counts[status]);
    await sink.write(answer.lines);
  };
  let batch: LocationRowEvent<ShipToRow>[] = [];
  let number = 0;
  const send = async () => {
    if (pending.length >= threads.size * IN_FLIGHT) await writeOldest();
    pending.push(
      threads.ask<"matched">(number % threads.size, { type: "match", batch: number, events: batch }),
    );
    // A failed batch must not go unobserved while older ones are written; it is awaited in its turn.
    pending.at(-1)?.catch(() => undefined);
    number++;
    batch = [];
  };
  for await (const event of events) {
    batch.push(event);
    if (batch.length === BATCH_ROWS) await send();
  }
  if (batch.length > 0) await send();
  while (pending.length > 0) await writeOldest();
};
