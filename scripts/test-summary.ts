// The closing line of `npm test` ("Tests: N passed, N failed, N skipped"), summed over vitest's JSON reports.

/** The part of vitest's JSON report (the jest-compatible shape) the summary reads. */
export interface VitestJsonReport {
  readonly numPassedTests: number;
  readonly numFailedTests: number;
  readonly numPendingTests: number;
  readonly numTodoTests: number;
  readonly success?: boolean;
  readonly testResults: ReadonlyArray<{
    readonly name: string;
    readonly status: string;
    readonly message?: string;
    readonly assertionResults: ReadonlyArray<{ readonly status: string }>;
  }>;
}

export interface Tally {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  /** Test files that failed outside their tests (did not load, a hook threw): each counts as one failure. */
  readonly brokenFiles: readonly string[];
}

export const EMPTY_TALLY: Tally = { passed: 0, failed: 0, skipped: 0, brokenFiles: [] };

/**
 * Counts one report. numFailedTests alone misses a file that failed to load (it has no tests to fail) and a
 * suite whose hook threw (its tests are reported skipped), so each failed file without a failed test counts as
 * one failure too; and a run that failed with no failure found anywhere (an unhandled error) counts as one.
 */
export const tallyReport = (report: VitestJsonReport): Tally => {
  const brokenFiles = report.testResults
    .filter((file) => file.status === "failed" && !file.assertionResults.some((t) => t.status === "failed"))
    .map((file) => (file.message ? `${file.name}: ${file.message.split("\n")[0]}` : file.name));
  const failed = report.numFailedTests + brokenFiles.length;
  const unexplained = report.success === false && failed === 0;
  return {
    passed: report.numPassedTests,
    failed: failed + (unexplained ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
    brokenFiles: unexplained
      ? [...brokenFiles, "the run failed outside any test (unhandled error)"]
      : brokenFiles,
  };
};

/** A runner that wrote no report did not pass: one failure, named. */
export const missingReport = (step: string): Tally => ({
  ...EMPTY_TALLY,
  failed: 1,
  brokenFiles: [`${step}: no test report was written`],
});

export const addTallies = (a: Tally, b: Tally): Tally => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
  brokenFiles: [...a.brokenFiles, ...b.brokenFiles],
});

export const summaryLine = (tally: Tally): string =>
  `Tests: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`;
