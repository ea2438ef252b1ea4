import { createWriteStream } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import { once } from "node:events";
import { availableParallelism } from "node:os";
import type { MatchStatus, ShipToRow } from "#core/locations/matching/location-schemas.ts";
import {
  createLocationMatcherBuilder,
  type LocationMatcherBuilder,
} from "#core/locations/matching/match-locations.ts";
import {
  loadKnownSitesInThreads,
  matchRowsInThreads,
} from "../locations/parallel-matching/parallel-matcher.ts";
import { MatchingThreads } from "../locations/parallel-matching/threads.ts";
import { readExistingMappings } from "../locations/read-existing-mappings.ts";
import { readLocationRows, type LocationRowEvent } from "../locations/read-location-rows.ts";
import { formatOfPath } from "../locations/read-table-records.ts";
import { UsageError } from "./database.ts";
import { resultHeaderLine, resultLine, resultOfEvent } from "../locations/write-match-results.ts";

export interface MatchOptions {
  readonly known: string;
  readonly input: string;
  readonly out: string;
  readonly mappings?: string;
  /** Matching threads; "auto" uses the machine's cores for a large CSV master list, none for a small one. */
  readonly threads: string;
}

/** Below this a known-sites file loads in well under a second: threads would cost more than they save. */
const THREADED_FROM_BYTES = 8 * 1024 * 1024;
const MAX_THREADS = 4;

const threadCount = async (options: MatchOptions): Promise<number> => {
  if (options.threads !== "auto") {
    const count = Number(options.threads);
    if (!Number.isInteger(count) || count < 0 || count > 16)
      throw new UsageError(
        `--threads must be "auto" or a whole number from 0 to 16, not "${options.threads}"`,
      );
    return formatOfPath(options.known) === "csv" ? count : 0;
  }
  if (formatOfPath(options.known) !== "csv" || availableParallelism() < 2) return 0;
  const size = await stat(options.known).then(
    (s) => s.size,
    () => 0,
  );
  return size >= THREADED_FROM_BYTES ? Math.min(availableParallelism(), MAX_THREADS) : 0;
};

const progress = (text: string): void => {
  if (process.stderr.isTTY) process.stderr.write(`\r${text}\u001b[K`);
};

const reportSkipped = (path: string, row: number, column: string, message: string): void =>
  console.error(`${path}: row ${row}, column ${column}: ${message} (skipped)`);

/**
 * Streams the known sites into the matcher builder; unusable rows are reported and skipped. The operator's
 * master list is not an upload: it may be national (a million sites and more), so no row limit applies and
 * the fast plain CSV reader reads it (on every thread of `pool`, when there is one).
 */
const loadKnownSites = async (path: string, builder: LocationMatcherBuilder, pool?: MatchingThreads) => {
  if (pool !== undefined) {
    const loaded = await loadKnownSitesInThreads(pool, path, builder);
    for (const row of loaded.skipped) reportSkipped(path, row.row, row.column, row.message);
    if (loaded.skippedCount > 20) console.error(`${path}: ${loaded.skippedCount} rows skipped in all`);
    return loaded.count;
  }
  let count = 0;
  let skipped = 0;
  for await (const event of readLocationRows(path, "known", { maxRows: Infinity, plain: true })) {
    if (event.type === "row") {
      builder.add(event.value);
      count++;
      if (count % 50_000 === 0) progress(`reading known sites: ${count}`);
    } else {
      skipped++;
      if (skipped <= 20) reportSkipped(path, event.row, event.column, event.message);
    }
  }
  if (skipped > 20) console.error(`${path}: ${skipped} rows skipped in all`);
  return count;
};

/** The ship-to rows; an invalid row is reported here and still gets its "unmatched" result line. */
async function* shipToEvents(input: string): AsyncGenerator<LocationRowEvent<ShipToRow>> {
  for await (const event of readLocationRows(input, "shipto")) {
    if (event.type === "error")
      console.error(`${input}: row ${event.row}, column ${event.column}: ${event.message}`);
    yield event;
  }
}

/**
 * `locations match`: matches a ship-to file against known sites and writes one result row per input row.
 * A large master list is read, and the rows matched, on several threads (parallel-matching/); the result
 * is the same file a single thread writes. The result appears under its name only when complete.
 */
export const runMatch = async (options: MatchOptions): Promise<void> => {
  const started = performance.now();
  const threads = await threadCount(options);
  // Loading threads end once the sites are in: their heaps (half a national list of parsed text each) would
  // otherwise stay beside the index. Fresh threads start while this one builds the index.
  let pool = threads > 0 ? new MatchingThreads(threads) : undefined;
  try {
    const builder = createLocationMatcherBuilder();
    progress("reading known sites");
    const knownCount = await loadKnownSites(options.known, builder, pool);
    if (pool !== undefined) {
      await pool.close();
      pool = new MatchingThreads(threads);
    }
    const mappings = options.mappings === undefined ? [] : await readExistingMappings(options.mappings);
    progress(`indexing ${knownCount} known sites`);
    const matcher = builder.build(mappings);
    const counts: Record<MatchStatus, number> = { matched: 0, review: 0, unmatched: 0 };
    let rows = 0;
    let invalid = 0;
    const events = async function* () {
      for await (const event of shipToEvents(options.input)) {
        rows++;
        if (event.type === "error") invalid++;
        if (rows % 1000 === 0)
          progress(`matched ${rows} rows (${Math.round(rows / ((performance.now() - started) / 1000))}/s)`);
        yield event;
      }
    };
    await writeResults(options.out, async (write) => {
      if (pool === undefined) {
        let buffer = "";
        for await (const event of events()) {
          const result = resultOfEvent(event, matcher);
          counts[result.status]++;
          buffer += resultLine(result);
          if (buffer.length > 64 * 1024) {
            await write(buffer);
            buffer = "";
          }
        }
        await write(buffer);
      } else {
        await matchRowsInThreads(pool, matcher.snapshot, events(), {
          write,
          counted: (status, n) => (counts[status] += n),
        });
      }
    });
    progress("");
    if (process.stderr.isTTY) process.stderr.write("\r");
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `rows ${rows}, matched ${counts.matched}, review ${counts.review}, unmatched ${counts.unmatched}` +
        `${invalid > 0 ? ` (${invalid} invalid)` : ""}, seconds ${seconds.toFixed(1)}` +
        `${threads > 0 ? `, threads ${threads}` : ""}`,
    );
  } finally {
    await pool?.close();
  }
};

/** Writes the header and what `fill` writes to `out.partial`, then renames it; removes it on failure. */
const writeResults = async (
  out: string,
  fill: (write: (text: string) => Promise<void>) => Promise<void>,
): Promise<void> => {
  const partial = `${out}.partial`;
  const stream = createWriteStream(partial, { encoding: "utf8" });
  const write = async (text: string): Promise<void> => {
    if (text !== "" && !stream.write(text)) await once(stream, "drain");
  };
  try {
    await write(resultHeaderLine());
    await fill(write);
    stream.end();
    await once(stream, "finish");
    await rename(partial, out);
  } catch (error) {
    // A write still under way fails once the stream is destroyed: the partial file is dropped anyway.
    stream.on("error", () => undefined);
    stream.destroy();
    await rm(partial, { force: true });
    throw error;
  }
};
