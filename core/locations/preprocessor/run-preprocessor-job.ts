import type { FileStore } from "../../shared/files/ports.ts";
import type { Clock } from "../../shared/ports.ts";
import { LocationFileRejected } from "./errors.ts";
import { evaluateLocationFile, type EvaluateLocationFile } from "./evaluate-location-file.ts";
import type { LocationFileReader, PreprocessorRunStore } from "./ports.ts";
import { describeProblem, emptyCounts, type ReportEntry } from "./preprocessor-job.ts";
import { applyMappingBlocks, blockIndexOf } from "../review/mapping-blocks.ts";

export type RunOutcome =
  | { readonly outcome: "skipped" }
  | { readonly outcome: "completed"; readonly rows: number }
  | { readonly outcome: "error"; readonly report: readonly ReportEntry[]; readonly message: string };

export interface RunDeps {
  readonly store: PreprocessorRunStore;
  readonly files: FileStore;
  readonly reader: LocationFileReader;
  readonly clock: Clock;
  /** Where reading and matching run; by default here, with `reader`. */
  readonly evaluate?: EvaluateLocationFile;
}

/**
 * A job is started at most this many times. A run that never finished (its process died: out of memory,
 * killed, a crash) must not take the next worker down with it for ever (docs/adr/0008-location-file-limits.md).
 */
export const MAX_RUN_STARTS = 2;

export const ABANDONED_RUN_MESSAGE =
  `The job was started ${MAX_RUN_STARTS} times and never finished (its worker stopped, for example out of memory); ` +
  "nothing was applied and it is not run again by itself. Check the file, then run the job again.";

/**
 * Runs one job: streams the file, matches every row against the known locations (reusing the supplier's
 * mappings), and commits all results at once. Bad input (an unusable file or any unusable row) ends the job in
 * ERROR with the full row report and nothing applied, so the operator fixes the file and uploads it again.
 * Any other failure releases the job with nothing written and is thrown, so the queue runs it again from the
 * start; a job started MAX_RUN_STARTS times without finishing ends in ERROR instead of running again.
 */
export const runPreprocessorJob = async (deps: RunDeps, jobId: string): Promise<RunOutcome> => {
  const started = await deps.store.begin(jobId, deps.clock.now());
  if (!started) return { outcome: "skipped" };
  const { job, attempt } = started;
  if (attempt > MAX_RUN_STARTS) {
    const report = [{ message: ABANDONED_RUN_MESSAGE }];
    await deps.store.fail(job.id, report, ABANDONED_RUN_MESSAGE, deps.clock.now());
    return { outcome: "error", report, message: ABANDONED_RUN_MESSAGE };
  }
  try {
    const evaluate = deps.evaluate ?? ((input) => evaluateLocationFile(deps.reader, input));
    let evaluation;
    try {
      evaluation = await evaluate({
        file: { bytes: deps.files.read(job.fileKey), fileName: job.fileName, format: job.format },
        knownSites: deps.store.knownSites(),
        mappings: await deps.store.existingMappings(job.supplierOrganizationId),
      });
    } catch (error) {
      if (!(error instanceof LocationFileRejected)) throw error;
      const entry = { row: error.row, column: error.column, message: error.message };
      const message = describeProblem(job.fileName, entry);
      await deps.store.fail(job.id, [entry], message, deps.clock.now());
      return { outcome: "error", report: [entry], message };
    }
    const { problems } = evaluation;
    if (problems > 0) {
      const report = [...evaluation.report];
      if (problems > report.length)
        report.push({ message: `${problems - report.length} more rows with problems are not listed` });
      const [first] = report;
      const message =
        `${problems} row${problems === 1 ? "" : "s"} cannot be used; nothing was applied. ` +
        describeProblem(job.fileName, first ?? { message: "" });
      await deps.store.fail(job.id, report, message, deps.clock.now());
      return { outcome: "error", report, message };
    }
    // The matcher decides alone; an operator's rejection or a provider's Invalid then keeps a match for review.
    const blocks = blockIndexOf(
      job.supplierOrganizationId,
      await deps.store.mappingBlocks(job.supplierOrganizationId),
    );
    const staged = evaluation.staged.map((row) => {
      const result = applyMappingBlocks(row.fields, row.result, blocks);
      return result === row.result ? row : { ...row, result };
    });
    const counts = emptyCounts();
    for (const row of staged) counts[row.result.status]++;
    await deps.store.commit(job, staged, counts, deps.clock.now());
    return { outcome: "completed", rows: staged.length };
  } catch (error) {
    // Nothing was written; let the next run (the queue's retry, or the sweep) take the job at once.
    await deps.store.release(job.id).catch(() => undefined);
    throw error;
  }
};
