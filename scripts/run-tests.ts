// `npm test`: every check CI needs, in order, then one closing line "Tests: N passed, N failed, N skipped"
// summed over the vitest runs (unit + integration, then the browser and process tests). The other steps (checks,
// mutation testing of core's changed rule files, the web build) count by their exit status. Every step runs even
// after one fails, so one broken unit file does not hide the browser tests; the end names the failed steps.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  EMPTY_TALLY,
  addTallies,
  missingReport,
  summaryLine,
  tallyReport,
  type VitestJsonReport,
} from "./test-summary.ts";

const reports = mkdtempSync(join(tmpdir(), "notisphere-tests-"));
const steps: Array<{ name: string; command: string[]; report?: string }> = [
  { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"] },
  { name: "lint", command: ["npm", "run", "--silent", "lint"] },
  { name: "dependency rules", command: ["npm", "run", "--silent", "deps"] },
  { name: "generated code", command: ["npm", "run", "--silent", "check:generated"] },
  { name: "OpenAPI lint", command: ["npm", "run", "--silent", "lint:openapi"] },
  {
    name: "unit and integration tests",
    command: [
      "npx",
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${join(reports, "main.json")}`,
    ],
    report: "main.json",
  },
  // Mutation testing of the rule files of core that changed since the committed baseline (seconds when none).
  {
    name: "mutation of changed core rules",
    command: ["npm", "run", "--silent", "mutation", "--", "--changed", "--concurrency=2"],
  },
  { name: "web build", command: ["npm", "run", "--silent", "build:web"] },
  {
    name: "browser and process tests",
    command: [
      "npx",
      "vitest",
      "run",
      "--config",
      "vitest.e2e.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${join(reports, "e2e.json")}`,
    ],
    report: "e2e.json",
  },
];

let tally = EMPTY_TALLY;
const failedSteps: string[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command.join(" ")}`);
  const result = spawnSync(step.command[0] as string, step.command.slice(1), { stdio: "inherit" });
  if (step.report) {
    const file = join(reports, step.report);
    tally = addTallies(
      tally,
      existsSync(file)
        ? tallyReport(JSON.parse(readFileSync(file, "utf8")) as VitestJsonReport)
        : missingReport(step.name),
    );
  }
  if (result.status !== 0) failedSteps.push(step.name);
}
if (tally.brokenFiles.length > 0) {
  console.error("\nFailed outside any test (counted as failed):");
  for (const file of tally.brokenFiles) console.error(`  ${file}`);
}
if (failedSteps.length > 0) console.error(`\nFailed steps: ${failedSteps.join(", ")}.`);
console.log(`\n${summaryLine(tally)}`);
process.exit(failedSteps.length > 0 || tally.failed > 0 ? 1 : 0);
