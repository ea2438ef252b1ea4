// The body of a job's reading and matching thread (see evaluate-in-thread.ts). It has its own heap limit, so
// a file that needs too much memory ends this thread, never the server. It answers one job at a time and
// stays for the next one (starting a thread costs seconds of module loading).
import { Readable } from "node:stream";
import { parentPort } from "node:worker_threads";
import { LocationFileRejected } from "#core/preprocessor/errors.ts";
import { evaluateLocationFile } from "#core/preprocessor/evaluate-location-file.ts";
import type { ThreadAnswer, ThreadInput } from "./evaluate-in-thread.ts";
import { locationFileReader } from "./location-file-reader.ts";

const evaluate = async (input: ThreadInput): Promise<ThreadAnswer> => {
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
    return { type: "done", evaluation };
  } catch (error) {
    if (error instanceof LocationFileRejected)
      return {
        type: "rejected",
        problem: { fileName: error.fileName, row: error.row, column: error.column, message: error.message },
      };
    return {
      type: "failed",
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
};

parentPort?.on("message", (input: ThreadInput) => {
  void evaluate(input).then((answer) => parentPort?.postMessage(answer));
});
