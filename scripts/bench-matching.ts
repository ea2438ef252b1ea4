// Location-matcher benchmark. Runs the real CLI as a child process, then scores RESULT.csv
// against gold.csv. `--scale` builds 1,000,000 known sites and 100,000 ship-to rows from the real CMS list
// and checks the time and memory budget. `--dataset DIR` runs on another set built like dev (held-out).
// The exit code is non-zero when the CLI fails or a target is not met.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { generateScaleData } from "./bench/matching-scale-data.ts";
import {
  readCsv,
  readGold,
  score,
  scoreLine,
  verdictOf,
  type GoldRow,
  type ResultRow,
  type Scores,
} from "./bench/matching-score.ts";

const repoRoot = path.resolve(import.meta.dirname, "..");
// The shared data sits next to the main checkout (../shared); a worktree (/work/wt/<name>) is one level deeper.
const shared =
  [path.resolve(repoRoot, "../shared"), path.resolve(repoRoot, "../../shared")].find((dir) =>
    existsSync(path.join(dir, "data/matching")),
  ) ?? path.resolve(repoRoot, "../shared");
/** Issue 13: a national ship-to import must fit beside a serving portal. */
const TARGETS = { precision: 0.995, recall: 0.97, review: 0.05, seconds: 30, memoryMb: 1024 };

const { values: args } = parseArgs({
  options: {
    scale: { type: "boolean", default: false },
    /** With --scale: use (or fill, when empty) this directory instead of generating into a new one. */
    reuse: { type: "string" },
    dataset: { type: "string" },
    keep: { type: "boolean", default: false },
  },
});

interface Run {
  readonly ok: boolean;
  readonly seconds: number;
  readonly cpuSeconds: number | undefined;
  readonly peakMb: number | undefined;
  readonly output: string;
}

/** Runs the CLI under /usr/bin/time when present, for the child's peak resident memory and CPU time. */
const runCli = (known: string, input: string, out: string): Run => {
  const cli = [path.join(repoRoot, "adapters/cli/main.ts"), "locations", "match"];
  cli.push("--known", known, "--input", input, "--out", out);
  const timeFile = path.join(path.dirname(out), "time.txt");
  const useTime = existsSync("/usr/bin/time");
  const started = performance.now();
  const child = useTime
    ? spawnSync("/usr/bin/time", ["-f", "%M %U %S", "-o", timeFile, process.execPath, ...cli], {
        cwd: repoRoot,
        encoding: "utf8",
      })
    : spawnSync(process.execPath, cli, { cwd: repoRoot, encoding: "utf8" });
  const seconds = (performance.now() - started) / 1000;
  if (child.status !== 0) console.error(`CLI exited with ${child.status}\n`, child.stdout, child.stderr);
  const [peakKb, user, system] = useTime
    ? (readFileSync(timeFile, "utf8").trim().split("\n").pop() ?? "").split(" ").map(Number)
    : [];
  const known_ = (n: number | undefined) => n !== undefined && Number.isFinite(n);
  return {
    ok: child.status === 0,
    seconds,
    cpuSeconds: known_(user) && known_(system) ? (user as number) + (system as number) : undefined,
    peakMb: known_(peakKb) ? (peakKb as number) / 1024 : undefined,
    output: child.stdout.trim(),
  };
};

const verdict = (ok: boolean): string => (ok ? "met" : "NOT met");

/** Prints the scores of all rows and of two halves by state; answers whether the quality targets are met. */
const evaluate = (dir: string, resultFile: string): boolean => {
  const gold = readGold(path.join(dir, "gold.csv"));
  const results = readCsv(resultFile);
  const all = score(results, gold);
  console.log(scoreLine("all rows", all));
  // Two halves by state (alternating in sorted order): a check that figures do not hinge on a few states.
  const shipto = path.join(dir, "shipto.csv");
  if (existsSync(shipto)) {
    const stateOf = new Map(readCsv(shipto).map((r) => [r.location_id ?? "", (r.state ?? "").toUpperCase()]));
    const states = [...new Set(stateOf.values())].sort();
    for (const half of [0, 1]) {
      const keep = new Set(states.filter((_, i) => i % 2 === half));
      const inHalf = (id: string): boolean => keep.has(stateOf.get(id) ?? "");
      const halfGold = new Map([...gold].filter(([id]) => inHalf(id)));
      const halfResults = results.filter((r) => inHalf(r.location_id ?? ""));
      console.log(scoreLine(`half ${half === 0 ? "A" : "B"} states`, score(halfResults, halfGold)));
    }
  }
  console.log(
    `neutral: ${all.neutral} matched rows went to the gold's building site (another name at the same building; ` +
      `counted neither for nor against, left out of precision)`,
  );
  explainFalseMatches(dir, results, gold);
  return printQuality(all);
};

const printQuality = (all: Scores): boolean => {
  const checks = [
    all.precision >= TARGETS.precision,
    all.recall >= TARGETS.recall,
    all.review < TARGETS.review,
  ];
  console.log(
    `targets: precision ≥ ${TARGETS.precision} ${verdict(checks[0] as boolean)}, recall ≥ ${TARGETS.recall} ` +
      `${verdict(checks[1] as boolean)}, review < ${TARGETS.review * 100}% ${verdict(checks[2] as boolean)}`,
  );
  return checks.every(Boolean);
};

/**
 * Diagnostic, not a score: of the false matches, how many went to a site at the same street number and ZIP
 * while the gold is empty (a closed facility whose building now houses a site the gold does not name).
 */
const explainFalseMatches = (
  dir: string,
  results: readonly ResultRow[],
  gold: ReadonlyMap<string, GoldRow>,
) => {
  const shipto = path.join(dir, "shipto.csv");
  const knownFile = path.join(dir, "known_sites.csv");
  if (!existsSync(shipto) || !existsSync(knownFile)) return;
  const wrong = results.filter((r) => r.status === "matched" && verdictOf(r, gold) === "false");
  if (wrong.length === 0 || wrong.length > 5000) {
    console.log(`false matches: ${wrong.length}`);
    return;
  }
  const building = (address: string, zip: string) =>
    `${/^\d+/.exec(address.trim())?.[0] ?? "?"}|${zip.replace(/\D/g, "").slice(0, 5).padStart(5, "0")}`;
  const rows = new Map(
    readCsv(shipto).map((r) => [r.location_id ?? "", building(r.address1 ?? "", r.zip ?? "")]),
  );
  const sites = new Map(
    readCsv(knownFile).map((k) => [k.site_id ?? "", building(k.address1 ?? "", k.zip ?? "")]),
  );
  const emptyGold = wrong.filter((r) => gold.get(r.location_id ?? "")?.site === "");
  const sameBuilding = emptyGold.filter((r) => rows.get(r.location_id ?? "") === sites.get(r.site_id ?? ""));
  console.log(
    `false matches: ${wrong.length} (${wrong.length - emptyGold.length} to another site; ${emptyGold.length} where gold is empty, ` +
      `${sameBuilding.length} of them to a site with the same street number and ZIP)`,
  );
};

const printRun = (run: Run, rows: number): void => {
  console.log(run.output);
  const cpu = run.cpuSeconds === undefined ? "" : `, CPU ${run.cpuSeconds.toFixed(1)} s`;
  console.log(
    `rows/s ${(rows / run.seconds).toFixed(0)} (wall ${run.seconds.toFixed(2)} s${cpu}, start-up included)`,
  );
  if (run.peakMb !== undefined) console.log(`peak memory ${run.peakMb.toFixed(0)} MB`);
};

const runDataset = (dir: string): boolean => {
  const work = mkdtempSync(path.join(tmpdir(), "bench-matching-"));
  const out = path.join(work, "result.csv");
  console.log(`dataset ${dir}`);
  const run = runCli(path.join(dir, "known_sites.csv"), path.join(dir, "shipto.csv"), out);
  const ok = run.ok && (printRun(run, readCsv(out).length), evaluate(dir, out));
  if (!args.keep) rmSync(work, { recursive: true, force: true });
  else console.log(`kept ${work}`);
  return ok;
};

const runScale = async (): Promise<boolean> => {
  const work = args.reuse ?? mkdtempSync(path.join(tmpdir(), "bench-matching-scale-"));
  if (!existsSync(path.join(work, "gold.csv"))) {
    console.log(`generating 1,000,000 known sites and 100,000 ship-to rows in ${work}`);
    await generateScaleData(path.join(shared, "data/matching/dev/known_sites.csv"), work);
  } else console.log(`reusing the scale data in ${work}`);
  const out = path.join(work, "result.csv");
  const run = runCli(path.join(work, "known_sites.csv"), path.join(work, "shipto.csv"), out);
  if (run.ok) {
    printRun(run, 100_000);
    evaluate(work, out);
  }
  const fast = run.ok && run.seconds < TARGETS.seconds;
  const small = run.ok && (run.peakMb ?? Infinity) < TARGETS.memoryMb;
  console.log(
    `scale: ${run.ok ? "" : "CLI FAILED; "}${run.seconds.toFixed(1)} s (target < ${TARGETS.seconds} s: ${verdict(fast)}), ` +
      `peak memory ${run.peakMb?.toFixed(0) ?? "unknown"} MB (target < ${TARGETS.memoryMb} MB: ${verdict(small)})`,
  );
  if (!args.keep && args.reuse === undefined) rmSync(work, { recursive: true, force: true });
  else console.log(`kept ${work}`);
  return fast && small;
};

const ok = args.scale
  ? await runScale()
  : runDataset(path.resolve(args.dataset ?? path.join(shared, "data/matching/dev")));
if (!ok) process.exitCode = 1;
