// Location-matcher benchmark (issue 5). Runs the real CLI as a child process, then scores RESULT.csv
// against gold.csv. `--scale` builds 1,000,000 known sites and 100,000 ship-to rows from the real CMS list
// and checks the time and memory budget. `--dataset DIR` runs on another set built like dev (held-out).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, createWriteStream } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const repoRoot = path.resolve(import.meta.dirname, "..");
const shared = path.resolve(repoRoot, "../shared");
const TARGETS = { precision: 0.995, recall: 0.97, review: 0.05, seconds: 60, memoryMb: 2048 };

const { values: args } = parseArgs({
  options: {
    scale: { type: "boolean", default: false },
    dataset: { type: "string" },
    keep: { type: "boolean", default: false },
  },
});

/** Minimal CSV reader for the benchmark's own well-formed files (quoted fields, CRLF). */
const readCsv = (file: string): Record<string, string>[] => {
  const text = readFileSync(file, "utf8").replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  let field = "";
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") row.push(field), (field = "");
    else if (c === "\n") row.push(field.replace(/\r$/, "")), rows.push(row), (row = []), (field = "");
    else field += c;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  const [header = [], ...data] = rows;
  return data.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""])));
};

interface Run {
  readonly seconds: number;
  readonly peakMb: number | undefined;
  readonly output: string;
}

/** Runs the CLI under /usr/bin/time when present, for the child's peak resident memory. */
const runCli = (known: string, input: string, out: string): Run => {
  const cli = [path.join(repoRoot, "adapters/cli/main.ts"), "locations", "match", "--known", known, "--input", input, "--out", out];
  const timeFile = path.join(path.dirname(out), "time.txt");
  const useTime = existsSync("/usr/bin/time");
  const started = performance.now();
  const child = useTime
    ? spawnSync("/usr/bin/time", ["-f", "%M", "-o", timeFile, process.execPath, ...cli], { cwd: repoRoot, encoding: "utf8" })
    : spawnSync(process.execPath, cli, { cwd: repoRoot, encoding: "utf8" });
  const seconds = (performance.now() - started) / 1000;
  if (child.status !== 0) {
    console.error(child.stdout, child.stderr);
    throw new Error(`CLI exited with ${child.status}`);
  }
  const peakKb = useTime ? Number(readFileSync(timeFile, "utf8").trim().split("\n").pop()) : NaN;
  return { seconds, peakMb: Number.isFinite(peakKb) ? peakKb / 1024 : undefined, output: child.stdout.trim() };
};

interface Scores {
  readonly rows: number;
  readonly precision: number;
  readonly recall: number;
  readonly review: number;
}

const score = (results: readonly Record<string, string>[], gold: ReadonlyMap<string, string>): Scores => {
  let matched = 0;
  let correct = 0;
  let review = 0;
  let positives = 0;
  for (const [, site] of gold) if (site !== "") positives++;
  for (const r of results) {
    if (r.status === "review") review++;
    if (r.status !== "matched") continue;
    matched++;
    if ((gold.get(r.location_id ?? "") ?? "") === r.site_id) correct++;
  }
  return {
    rows: results.length,
    precision: matched === 0 ? 1 : correct / matched,
    recall: positives === 0 ? 1 : correct / positives,
    review: results.length === 0 ? 0 : review / results.length,
  };
};

const line = (label: string, s: Scores): string =>
  `${label.padEnd(16)} rows ${String(s.rows).padStart(6)}  precision ${s.precision.toFixed(4)}  recall ${s.recall.toFixed(4)}  review ${(s.review * 100).toFixed(2)}%`;

const verdict = (ok: boolean): string => (ok ? "met" : "NOT met");

const evaluate = (dir: string, resultFile: string, run: Run): Scores => {
  const gold = new Map(readCsv(path.join(dir, "gold.csv")).map((g) => [g.location_id ?? "", g.site_id ?? ""]));
  const results = readCsv(resultFile);
  const all = score(results, gold);
  console.log(run.output);
  console.log(line("all rows", all));
  // Two halves by state (alternating in sorted order): a check that figures do not hinge on a few states.
  const shipto = path.join(dir, "shipto.csv");
  if (existsSync(shipto)) {
    const stateOf = new Map(readCsv(shipto).map((r) => [r.location_id ?? "", (r.state ?? "").toUpperCase()]));
    const states = [...new Set(stateOf.values())].sort();
    for (const half of [0, 1]) {
      const keep = new Set(states.filter((_, i) => i % 2 === half));
      const inHalf = (id: string): boolean => keep.has(stateOf.get(id) ?? "");
      const halfGold = new Map([...gold].filter(([id]) => inHalf(id)));
      console.log(line(`half ${half === 0 ? "A" : "B"} states`, score(results.filter((r) => inHalf(r.location_id ?? "")), halfGold)));
    }
  }
  const perSecond = all.rows / run.seconds;
  console.log(`rows/s ${perSecond.toFixed(0)} (wall ${run.seconds.toFixed(2)} s including start-up and reading known sites)`);
  if (run.peakMb !== undefined) console.log(`peak memory ${run.peakMb.toFixed(0)} MB`);
  console.log(
    `targets: precision ≥ ${TARGETS.precision} ${verdict(all.precision >= TARGETS.precision)}, recall ≥ ${TARGETS.recall} ${verdict(all.recall >= TARGETS.recall)}, review < 5% ${verdict(all.review < TARGETS.review)}`,
  );
  return all;
};

const runDataset = (dir: string): void => {
  const work = mkdtempSync(path.join(tmpdir(), "bench-matching-"));
  const out = path.join(work, "result.csv");
  console.log(`dataset ${dir}`);
  const run = runCli(path.join(dir, "known_sites.csv"), path.join(dir, "shipto.csv"), out);
  evaluate(dir, out, run);
  if (!args.keep) rmSync(work, { recursive: true, force: true });
  else console.log(`kept ${work}`);
};

const runScale = async (): Promise<void> => {
  const { generateScaleData } = await import("./bench-matching-scale.ts");
  const work = mkdtempSync(path.join(tmpdir(), "bench-matching-scale-"));
  console.log(`generating 1,000,000 known sites and 100,000 ship-to rows in ${work}`);
  await generateScaleData(path.join(shared, "data/matching/dev/known_sites.csv"), work, { writeFileSync, createWriteStream, once });
  const out = path.join(work, "result.csv");
  const run = runCli(path.join(work, "known_sites.csv"), path.join(work, "shipto.csv"), out);
  evaluate(work, out, run);
  console.log(
    `scale: ${run.seconds.toFixed(1)} s (target < ${TARGETS.seconds} s: ${verdict(run.seconds < TARGETS.seconds)}), ` +
      `peak memory ${run.peakMb?.toFixed(0) ?? "unknown"} MB (target < ${TARGETS.memoryMb} MB: ${verdict((run.peakMb ?? Infinity) < TARGETS.memoryMb)})`,
  );
  if (!args.keep) rmSync(work, { recursive: true, force: true });
};

if (args.scale) await runScale();
else runDataset(path.resolve(args.dataset ?? path.join(shared, "data/matching/dev")));
