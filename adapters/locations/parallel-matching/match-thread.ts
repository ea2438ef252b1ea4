// The body of a matching thread (see parallel-matcher.ts). It loads its share of the known sites and hands
// them back; then it opens the matcher the main thread built (shared memory) and matches batches of rows.
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { parentPort } from "node:worker_threads";
import type { MatchStatus } from "#core/locations/matching/location-schemas.ts";
import {
  createLocationMatcherBuilder,
  openLocationMatcher,
  type LocationMatcher,
} from "#core/locations/matching/match-locations.ts";
import { LocationFileError } from "../location-file-error.ts";
import { readLocationRows } from "../read-location-rows.ts";
import { resultLine, resultOfEvent } from "../write-match-results.ts";
import type { SkippedRow, ThreadAnswer, ThreadRequest } from "./protocol.ts";

const REPORTED_SKIPS = 20;

/** The range's bytes, after the header when the range does not start the file. */
const rangeStream = (request: Extract<ThreadRequest, { type: "load" }>): Readable => {
  const { path, header, range } = request;
  const body = () =>
    createReadStream(path, { start: range.start, end: range.end - 1, highWaterMark: 1 << 20 });
  if (range.start === 0) return body();
  return Readable.from(
    (async function* () {
      yield Buffer.from(header);
      yield* body();
    })(),
  );
};

const load = async (request: Extract<ThreadRequest, { type: "load" }>): Promise<ThreadAnswer> => {
  const builder = createLocationMatcherBuilder();
  const skipped: SkippedRow[] = [];
  let skippedCount = 0;
  let count = 0;
  const { range, headerLines } = request;
  // The file's row of this part's row: the header's rows are the file's first ones in every part.
  const fileRow = (row: number) =>
    range.start === 0 || row <= headerLines ? row : row - headerLines + range.linesBefore;
  const rows = readLocationRows(rangeStream(request), "known", {
    fileName: request.path,
    format: "csv",
    maxRows: Infinity,
    plain: true,
    partOfFile: true,
  });
  try {
    for await (const event of rows) {
      if (event.type === "row") {
        builder.add(event.value);
        count++;
      } else if (skippedCount++ < REPORTED_SKIPS) {
        const { row, column, message } = event;
        skipped.push({ row: fileRow(row), column, message });
      }
    }
  } catch (error) {
    // Row numbers of the file, not of this range.
    if (error instanceof LocationFileError && error.row !== undefined)
      throw new LocationFileError(error.file, error.detail, fileRow(error.row), error.column);
    throw error;
  }
  return {
    type: "loaded",
    loaded: builder.loaded(),
    count,
    dataRows: count + skippedCount,
    skipped,
    skippedCount,
  };
};

let matcher: LocationMatcher | undefined;

const handle = async (request: ThreadRequest): Promise<ThreadAnswer> => {
  if (request.type === "load") return load(request);
  if (request.type === "open") {
    matcher = openLocationMatcher(request.snapshot);
    return { type: "opened" };
  }
  if (matcher === undefined) throw new Error("match before open");
  const counts: Record<MatchStatus, number> = { matched: 0, review: 0, unmatched: 0 };
  let lines = "";
  for (const event of request.events) {
    const result = resultOfEvent(event, matcher);
    counts[result.status]++;
    lines += resultLine(result);
  }
  return { type: "matched", batch: request.batch, lines, counts };
};

const failure = (error: unknown): ThreadAnswer =>
  error instanceof LocationFileError
    ? {
        type: "failed",
        message: error.detail,
        fileError: {
          file: error.file,
          ...(error.row === undefined ? {} : { row: error.row }),
          ...(error.column === undefined ? {} : { column: error.column }),
        },
      }
    : { type: "failed", message: error instanceof Error ? error.message : String(error) };

// Requests are answered one at a time, in order: the main thread matches answers to requests by position.
let queue = Promise.resolve();
parentPort?.on("message", (request: ThreadRequest) => {
  queue = queue.then(async () => {
    const answer = await handle(request).catch(failure);
    parentPort?.postMessage(answer);
  });
});
