import { describe, expect, it } from "vitest";
import {
  addTallies,
  EMPTY_TALLY,
  missingReport,
  summaryLine,
  tallyReport,
  type VitestJsonReport,
} from "./test-summary.ts";

// Shaped after a real `vitest run --reporter=json` of four files: one passing (plus a skipped test), one failed
// assertion, one file that threw while loading (ENOENT at import time), one whose beforeAll threw.
const REPORT: VitestJsonReport = {
  numPassedTests: 1,
  numFailedTests: 1,
  numPendingTests: 2,
  numTodoTests: 0,
  success: false,
  testResults: [
    { name: "/repo/bad.test.ts", status: "failed", message: "", assertionResults: [{ status: "failed" }] },
    {
      name: "/repo/hook.test.ts",
      status: "failed",
      message: "hook broke",
      assertionResults: [{ status: "skipped" }],
    },
    {
      name: "/repo/load.test.ts",
      status: "failed",
      message: "ENOENT: no such file or directory, open '../shared/spec/routes.tsv'\n    at readFileSync",
      assertionResults: [],
    },
    {
      name: "/repo/ok.test.ts",
      status: "passed",
      message: "",
      assertionResults: [{ status: "passed" }, { status: "skipped" }],
    },
  ],
};

const passingFile = (tests: number) => ({
  name: "/repo/fine.test.ts",
  status: "passed",
  assertionResults: Array.from({ length: tests }, () => ({ status: "passed" })),
});

describe("test summary", () => {
  it("counts a file that failed to load and a suite whose hook threw as failed, beside the failed test", () => {
    const tally = tallyReport(REPORT);
    expect(summaryLine(tally)).toBe("Tests: 1 passed, 3 failed, 2 skipped");
    expect(tally.brokenFiles).toEqual([
      "/repo/hook.test.ts: hook broke",
      "/repo/load.test.ts: ENOENT: no such file or directory, open '../shared/spec/routes.tsv'",
    ]);
  });

  it("reports a clean run as it is", () => {
    const tally = tallyReport({
      numPassedTests: 5,
      numFailedTests: 0,
      numPendingTests: 1,
      numTodoTests: 1,
      success: true,
      testResults: [passingFile(5)],
    });
    expect(summaryLine(tally)).toBe("Tests: 5 passed, 0 failed, 2 skipped");
    expect(tally.brokenFiles).toEqual([]);
  });

  it("counts a failed run with every test passing (an unhandled error) as one failure", () => {
    const tally = tallyReport({
      numPassedTests: 3,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 0,
      success: false,
      testResults: [passingFile(3)],
    });
    expect(summaryLine(tally)).toBe("Tests: 3 passed, 1 failed, 0 skipped");
  });

  it("counts a missing report as one failure and sums the runs", () => {
    const total = addTallies(addTallies(EMPTY_TALLY, tallyReport(REPORT)), missingReport("browser tests"));
    expect(summaryLine(total)).toBe("Tests: 1 passed, 4 failed, 2 skipped");
    expect(total.brokenFiles.at(-1)).toBe("browser tests: no test report was written");
  });
});
