// `npm test`: every check CI needs, in order, then one closing line "Tests: N passed, N failed, N skipped"
// summed over the vitest runs (unit + integration, then the browser and process tests).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

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

let passed = 0;
let failed = 0;
let skipped = 0;
let failedStep: string | undefined;
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command.join(" ")}`);
  const result = spawnSync(step.command[0] as string, step.command.slice(1), { stdio: "inherit" });
  if (step.report) {
    try {
      const report = JSON.parse(readFileSync(join(reports, step.report), "utf8")) as {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
        numTodoTests: number;
      };
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      skipped += report.numPendingTests + report.numTodoTests;
    } catch {
      failed += 1; // a runner that wrote no report did not pass
    }
  }
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}
if (failedStep) console.error(`\n${failedStep} failed.`);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStep || failed > 0 ? 1 : 0);
