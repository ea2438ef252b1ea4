// `npm run mutation [-- core/shared/validation ...]`: mutation testing of core's rules with Stryker (stryker.config.mjs),
// then one line per folder "folder: score% (detected/valid)" read from Stryker's JSON report
// (mutation-testing-report-schema). `npm run mutation -- --changed[=<git ref>]` mutates only the rule files that
// differ from the ref (default origin/main, else main), for CI on a branch. Incremental: unchanged files and
// tests reuse the results kept in reports/mutation/stryker-incremental.json (cache that folder between runs).
// Exits 1 when a folder scores under MINIMUM.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const MINIMUM = 80;
const REPORT = "reports/mutation/mutation.json";

interface Report {
  readonly files: Record<string, { readonly mutants: ReadonlyArray<{ readonly status: string }> }>;
}

/** A folder argument mutates its sources (tests and test helpers aside); a file argument mutates that file. */
const mutateGlobs = (targets: readonly string[]): string[] =>
  targets.length === 0
    ? []
    : [
        "--mutate",
        [
          ...targets.map((t) => (t.endsWith(".ts") ? t : `${t.replace(/\/+$/, "")}/**/*.ts`)),
          "!core/**/*.test.ts",
          "!core/**/testing/**",
        ].join(","),
      ];

/** The folder a file is scored under: its own folder (core/<context>/<capability>, or core/access). */
const folderOf = (path: string): string => path.split("/").slice(0, -1).join("/");

const DETECTED = new Set(["Killed", "Timeout"]);
const UNDETECTED = new Set(["Survived", "NoCoverage"]);

const scoresByFolder = (report: Report) => {
  const folders = new Map<string, { detected: number; valid: number }>();
  for (const [path, file] of Object.entries(report.files)) {
    const folder = folderOf(path);
    const tally = folders.get(folder) ?? { detected: 0, valid: 0 };
    for (const { status } of file.mutants) {
      if (DETECTED.has(status)) tally.detected += 1;
      if (DETECTED.has(status) || UNDETECTED.has(status)) tally.valid += 1;
    }
    folders.set(folder, tally);
  }
  return [...folders.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([folder, { detected, valid }]) => ({
      folder,
      detected,
      valid,
      score: valid === 0 ? 100 : (100 * detected) / valid,
    }));
};

/** The mutated areas, as stryker.config.mjs lists them. */
const RULE_PATHS = [
  "core/access",
  "core/identity/navigation",
  "core/shared/machine",
  "core/communications/lifecycles",
  "core/locations/verification",
  "core/locations/preprocessor/job-lifecycle.ts",
  "core/responses/responder-response.ts",
  "core/shared/validation",
  "core/identity/session",
  "core/locations/matching/decide-match.ts",
];

const changedRuleFiles = (ref: string | undefined): string[] => {
  const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();
  const base =
    ref ??
    ["origin/main", "main"].find(
      (candidate) => spawnSync("git", ["rev-parse", "-q", "--verify", candidate]).status === 0,
    );
  if (base === undefined) throw new Error("--changed needs a git ref to compare with");
  return git("diff", "--name-only", "--diff-filter=AMR", git("merge-base", base, "HEAD"), "--", ...RULE_PATHS)
    .split("\n")
    .filter((path) => path.endsWith(".ts") && !path.endsWith(".test.ts") && !path.includes("/testing/"));
};

const args = process.argv.slice(2);
const changed = args.find((arg) => arg === "--changed" || arg.startsWith("--changed="));
const targets = changed === undefined ? args : changedRuleFiles(changed.split("=")[1]);
if (changed !== undefined && targets.length === 0) {
  console.log("No rule file of core changed: nothing to mutate.");
  process.exit(0);
}

const started = Date.now();
const run = spawnSync("npx", ["stryker", "run", ...mutateGlobs(targets)], { stdio: "inherit" });
if (run.status !== 0) process.exit(run.status ?? 1);

// The report also carries the reused results of files outside this run; score only what was asked for.
const report = JSON.parse(readFileSync(REPORT, "utf8")) as Report;
const inRun = (path: string): boolean =>
  targets.length === 0 || targets.some((t) => path === t || path.startsWith(`${t.replace(/\/+$/, "")}/`));
const scores = scoresByFolder({
  files: Object.fromEntries(Object.entries(report.files).filter(([path]) => inRun(path))),
});
console.log(`\nMutation score per folder (minimum ${MINIMUM}%):`);
for (const { folder, score, detected, valid } of scores)
  console.log(`${folder}: ${score.toFixed(1)}% (${detected}/${valid})`);
console.log(`Took ${((Date.now() - started) / 1000).toFixed(0)} s; report: reports/mutation/mutation.html`);
if (scores.some(({ score }) => score < MINIMUM)) process.exit(1);
