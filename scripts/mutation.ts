// `npm run mutation [-- core/shared/validation ...]`: mutation testing of core's rules with Stryker (stryker.config.mjs),
// then one line per folder "folder: score% (detected/valid)" read from Stryker's JSON report. Exits 1 when a
// folder scores under MINIMUM.
//   --changed            mutate only the rule files that differ from reports/mutation/baseline.json (committed):
//                        edited or new files, and files whose unit test changed (scripts/mutation-baseline.ts).
//                        A folder's score adds the baseline's tallies of its unchanged files. This is the step
//                        `npm test` (and so CI) runs; with nothing changed it takes seconds.
//   --changed=<git ref>  mutate the rule files that differ from the merge-base with that ref instead.
//   --update-baseline    after a run where every folder passes, record the mutated files' hashes and tallies
//                        (commit the file: CI then skips them until they change again).
//   --record-hashes      record the current hashes without measuring (starts a baseline; keeps known tallies).
//   --dry-run            print what would be mutated and stop.
//   --concurrency=<n>    Stryker's test runner processes (stryker.config.mjs keeps 1 for shared machines).
// Incremental: unchanged files and tests reuse the results in reports/mutation/stryker-incremental.json
// (not committed; cache that folder between runs to make re-runs cheaper).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, globSync, readFileSync, writeFileSync } from "node:fs";
import {
  EMPTY_BASELINE,
  changedRules,
  folderOf,
  folderScores,
  sha256,
  tallyOf,
  updatedBaseline,
  type Baseline,
  type MutationReport,
  type Snapshot,
  type Tally,
} from "./mutation-baseline.ts";

const MINIMUM = 80;
const REPORT = "reports/mutation/mutation.json";
const BASELINE = "reports/mutation/baseline.json";

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

/** The rule files Stryker mutates (stryker.config.mjs `mutate`), and the unit tests in their folders. */
const snapshot = async (): Promise<Snapshot> => {
  const configUrl = new URL("../stryker.config.mjs", import.meta.url).href;
  const { default: config } = (await import(configUrl)) as { default: { mutate: string[] } };
  const patterns = config.mutate;
  const include = patterns.filter((p) => !p.startsWith("!"));
  const exclude = patterns.filter((p) => p.startsWith("!")).map((p) => p.slice(1));
  const ruleFiles = globSync(include, { exclude }).sort();
  const folders = [...new Set(ruleFiles.map(folderOf))];
  const testFiles = globSync(folders.map((folder) => `${folder}/*.test.ts`)).sort();
  const hashes = (paths: string[]) => Object.fromEntries(paths.map((p) => [p, sha256(readFileSync(p))]));
  return { rules: hashes(ruleFiles), tests: hashes(testFiles) };
};

const readBaseline = (): Baseline =>
  existsSync(BASELINE) ? (JSON.parse(readFileSync(BASELINE, "utf8")) as Baseline) : EMPTY_BASELINE;

const writeBaseline = (baseline: Baseline): void =>
  writeFileSync(BASELINE, `${JSON.stringify(baseline, null, 2)}\n`);

const changedSinceRef = (ref: string, ruleFiles: readonly string[]): string[] => {
  const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();
  const changed = new Set(git("diff", "--name-only", git("merge-base", ref, "HEAD")).split("\n"));
  return ruleFiles.filter((rule) => changed.has(rule));
};

const args = process.argv.slice(2);
const flag = (name: string) => args.find((arg) => arg === name || arg.startsWith(`${name}=`));
const changed = flag("--changed");
const concurrency = flag("--concurrency");
const update = args.includes("--update-baseline");
const targetsGiven = args.filter((arg) => !arg.startsWith("--"));

const baseline = readBaseline();
const now = await snapshot();
if (args.includes("--record-hashes")) {
  const kept = updatedBaseline(baseline, {}, now);
  const rules = Object.fromEntries(
    Object.entries(now.rules).map(([rule, hash]) => [
      rule,
      kept.rules[rule]?.sha256 === hash ? kept.rules[rule] : { sha256: hash, tally: null },
    ]),
  );
  writeBaseline({ rules, tests: now.tests });
  console.log(`Recorded the hashes of ${Object.keys(rules).length} rule files in ${BASELINE}.`);
  process.exit(0);
}

const changedValue = changed?.split("=")[1];
const targets =
  changed === undefined
    ? targetsGiven
    : changedValue === undefined
      ? changedRules(baseline, now)
      : changedSinceRef(changedValue, Object.keys(now.rules));
if (changed !== undefined && targets.length === 0) {
  console.log(
    `No rule file of core changed since ${changedValue ?? BASELINE}: nothing to mutate, every folder keeps its score.`,
  );
  process.exit(0);
}
if (changed !== undefined)
  console.log(`Mutating ${targets.length} changed rule file(s): ${targets.join(", ")}`);
if (args.includes("--dry-run")) process.exit(0);

const started = Date.now();
const run = spawnSync(
  "npx",
  [
    "stryker",
    "run",
    ...mutateGlobs(targets),
    ...(concurrency ? ["--concurrency", concurrency.split("=")[1]!] : []),
  ],
  { stdio: "inherit" },
);
if (run.status !== 0) process.exit(run.status ?? 1);

// The report also carries the reused results of files outside this run; take only what was asked for.
const report = JSON.parse(readFileSync(REPORT, "utf8")) as MutationReport;
const inRun = (path: string): boolean =>
  targets.length === 0 || targets.some((t) => path === t || path.startsWith(`${t.replace(/\/+$/, "")}/`));
// A mutated file that Stryker found nothing to mutate in (types only) is absent from the report: it is measured
// all the same, with no mutants, so it is not taken for changed on every later run.
const fresh: Record<string, Tally> = Object.fromEntries([
  ...Object.keys(now.rules)
    .filter((path) => inRun(path) && !(path in report.files))
    .map((path) => [path, tallyOf([])]),
  ...Object.entries(report.files)
    .filter(([path]) => inRun(path))
    .map(([path, file]) => [path, tallyOf(file.mutants)]),
]);
const scores = folderScores(fresh, baseline, now);
console.log(`\nMutation score per folder (minimum ${MINIMUM}%):`);
for (const { folder, score, detected, valid, measuredNow, fromBaseline, unmeasured } of scores) {
  const sources = [
    `${measuredNow} file(s) mutated now`,
    ...(fromBaseline > 0 ? [`${fromBaseline} from the baseline`] : []),
    ...(unmeasured > 0 ? [`${unmeasured} not measured yet`] : []),
  ];
  console.log(`${folder}: ${score.toFixed(1)}% (${detected}/${valid}; ${sources.join(", ")})`);
}
console.log(`Took ${((Date.now() - started) / 1000).toFixed(0)} s; report: reports/mutation/mutation.html`);
const failed = scores.filter(({ score }) => score < MINIMUM);
if (failed.length > 0) {
  console.error(`Under ${MINIMUM}%: ${failed.map(({ folder }) => folder).join(", ")}.`);
  process.exit(1);
}
if (update) {
  writeBaseline(updatedBaseline(baseline, fresh, now));
  console.log(`Recorded ${Object.keys(fresh).length} file(s) in ${BASELINE}; commit it.`);
} else if (changed !== undefined && changedValue === undefined)
  console.log(
    `Passed. Record these files with \`npm run mutation -- --changed --update-baseline\` and commit ${BASELINE}.`,
  );
