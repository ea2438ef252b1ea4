// The body of a job's reading and matching thread (see evaluate-in-thread.ts). It has its own heap limit, so
// a file that needs too much memory ends this thread, never the server.
import { Readable } from "node:stream";
import { parentPort, workerData } from "node:worker_threads";
import { LocationFileRejected } from "#core/preprocessor/errors.ts";
import { evaluateLocationFile } from "#core/preprocessor/evaluate-location-file.ts";
import type { ThreadInput, ThreadAnswer } from "./evaluate-in-thread.ts";
import { locationFileReader } from "./location-file-reader.ts";

const input = workerData as ThreadInput;
const answer = (message: ThreadAnswer) => parentPort?.postMessage(message);
try {
  const evaluation = await evaluateLocationFile(locationFileReader, {
    file: {
      bytes: Readable.from([Buffer.from(input.bytes)]),
      fileName: input.fileName,
      format: input.format,
    },
    knownSites: input.knownSites,
    mappings: input.mappings,
  });
  answer({ type: "done", evaluation });
} catch (error) {
  if (error instanceof LocationFileRejected)
    answer({
      type: "rejected",
      problem: { fileName: error.fileName, row: error.row, column: error.column, message: error.message },
    });
  else
    answer({
      type: "failed",
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
}
