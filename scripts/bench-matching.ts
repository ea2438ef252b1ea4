// Location-matcher benchmark. Runs the real CLI as a child process, then scores RESULT.csv
// against gold.csv. `--scale` builds 1,000,000 known sites and 100,000 ship-to rows from the real CMS list
// and checks the time and memory budget. `--dataset DIR` runs on another set built like dev (held-out).
import { spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
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
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n") {
      row.push(field.replace(/\r$/, ""));
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
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
  const cli = [
    path.join(repoRoot, "adapters/cli/main.ts"),
    "locations",
    "match",
    "--known",
    known,
    "--input",
    input,
    "--out",
    out,
  ];
  const timeFile = path.join(path.dirname(out), "time.txt");
  const useTime = existsSync("/usr/bin/time");
  const started = performance.now();
  const child = useTime
    ? spawnSync("/usr/bin/time", ["-f", "%M", "-o", timeFile, process.execPath, ...cli], {
        cwd: repoRoot,
        encoding: "utf8",
      })
    : spawnSync(process.execPath, cli, { cwd: repoRoot, encoding: "utf8" });
  const seconds = (performance.now() - started) / 1000;
  if (child.status !== 0) {
    console.error(child.stdout, child.stderr);
    throw new Error(`CLI exited with ${child.status}`);
  }
  const peakKb = useTime ? Number(readFileSync(timeFile, "utf8").trim().split("\n").pop()) : NaN;
  return {
    seconds,
    peakMb: Number.isFinite(peakKb) ? peakKb / 1024 : undefined,
    output: child.stdout.trim(),
  };
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
  const gold = new Map(
    readCsv(path.join(dir, "gold.csv")).map((g) => [g.location_id ?? "", g.site_id ?? ""]),
  );
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
      console.log(
        line(
          `half ${half === 0 ? "A" : "B"} states`,
          score(
            results.filter((r) => inHalf(r.location_id ?? "")),
            halfGold,
          ),
        ),
      );
    }
  }
  explainEmptyGold(dir, results, gold);
  const perSecond = all.rows / run.seconds;
  console.log(
    `rows/s ${perSecond.toFixed(0)} (wall ${run.seconds.toFixed(2)} s including start-up and reading known sites)`,
  );
  if (run.peakMb !== undefined) console.log(`peak memory ${run.peakMb.toFixed(0)} MB`);
  console.log(
    `targets: precision ≥ ${TARGETS.precision} ${verdict(all.precision >= TARGETS.precision)}, recall ≥ ${TARGETS.recall} ${verdict(all.recall >= TARGETS.recall)}, review < 5% ${verdict(all.review < TARGETS.review)}`,
  );
  return all;
};

/**
 * Diagnostic, not a score: gold is empty when the 2017 facility ID is gone from the current list, but many
 * such hospitals are still there under a new CMS certification number (same building, often the same name
 * and phone). Counting how many false matches are of that kind tells a real mistake from a relabelled site.
 */
const explainEmptyGold = (
  dir: string,
  results: readonly Record<string, string>[],
  gold: ReadonlyMap<string, string>,
): void => {
  const shipto = path.join(dir, "shipto.csv");
  const knownFile = path.join(dir, "known_sites.csv");
  if (!existsSync(shipto) || !existsSync(knownFile)) return;
  const wrong = results.filter(
    (r) => r.status === "matched" && (gold.get(r.location_id ?? "") ?? "") !== r.site_id,
  );
  if (wrong.length === 0 || wrong.length > 5000) return;
  const building = (address: string, zip: string) =>
    `${/^\d+/.exec(address.trim())?.[0] ?? "?"}|${zip.replace(/\D/g, "").slice(0, 5).padStart(5, "0")}`;
  const rows = new Map(
    readCsv(shipto).map((r) => [r.location_id ?? "", building(r.address1 ?? "", r.zip ?? "")]),
  );
  const sites = new Map(
    readCsv(knownFile).map((k) => [k.site_id ?? "", building(k.address1 ?? "", k.zip ?? "")]),
  );
  const emptyGold = wrong.filter((r) => (gold.get(r.location_id ?? "") ?? "") === "");
  const sameBuilding = emptyGold.filter((r) => rows.get(r.location_id ?? "") === sites.get(r.site_id ?? ""));
  console.log(
    `false matches: ${wrong.length} (${wrong.length - emptyGold.length} to another site; ${emptyGold.length} where gold is empty, ` +
      `${sameBuilding.length} of them to a site with the same street number and ZIP)`,
  );
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

/** Deterministic pseudo-random numbers (mulberry32), so every scale run sees the same data. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const FLIPS: Record<string, string> = {
  STREET: "ST",
  ST: "STREET",
  AVENUE: "AVE",
  AVE: "AVENUE",
  ROAD: "RD",
  RD: "ROAD",
  DRIVE: "DR",
  DR: "DRIVE",
  NORTH: "N",
  N: "NORTH",
  SOUTH: "S",
  S: "SOUTH",
  EAST: "E",
  E: "EAST",
  WEST: "W",
  W: "WEST",
  BOULEVARD: "BLVD",
  BLVD: "BOULEVARD",
  HIGHWAY: "HWY",
  HWY: "HIGHWAY",
};
const NOISE_LINES = [
  "STE 200",
  "ATTN: RECEIVING",
  "LOADING DOCK",
  "DOCK 4",
  "BLDG C",
  "PO BOX 99",
  "ATTN ACCOUNTS PAYABLE",
];
const DEPARTMENTS = ["PHARMACY", "LAB", "CENTRAL SUPPLY", "OR", "BIOMED", "RECEIVING"];

type Site = Record<"site_id" | "name" | "address1" | "city" | "state" | "zip" | "phone", string>;
const csvLine = (values: readonly string[]): string =>
  values.map((v) => (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(",") + "\r\n";

/**
 * 1,000,000 known sites: the real list, then synthetic sites recombined from it (a real town and ZIP, a
 * real street of that state with a new number, a name built from words of real names, a new phone).
 * 100,000 ship-to rows: 90 % copies of known sites with supplier noise, 10 % of sites not in the list.
 */
const generateScaleData = async (realFile: string, dir: string): Promise<void> => {
  const real = readCsv(realFile) as Site[];
  const next = random(20260502);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const byState = new Map<string, Site[]>();
  for (const site of real) byState.set(site.state, [...(byState.get(site.state) ?? []), site]);
  const words = real.map((s) => s.name.split(/\s+/));
  const synthetic = (id: string): Site => {
    const place = pick(real);
    const street = pick(byState.get(place.state) ?? real).address1.replace(/^\d+\s*/, "");
    const tail = pick(words);
    const name = [pick(pick(words)), pick(pick(words)), ...tail.slice(-2)].join(" ");
    const digits = () => String(Math.floor(next() * 10_000)).padStart(4, "0");
    const phone = `(${place.phone.slice(1, 4) || "555"}) ${digits().slice(1)}-${digits()}`;
    return {
      site_id: id,
      name,
      address1: `${1 + Math.floor(next() * 29_999)} ${street}`,
      city: place.city,
      state: place.state,
      zip: place.zip,
      phone,
    };
  };
  const knownOut = createWriteStream(path.join(dir, "known_sites.csv"));
  const sites: Site[] = [];
  const write = async (stream: ReturnType<typeof createWriteStream>, text: string) => {
    if (!stream.write(text)) await once(stream, "drain");
  };
  await write(knownOut, "site_id,name,address1,city,state,zip,phone\r\n");
  for (let i = 0; i < 1_000_000; i++) {
    const site = i < real.length ? (real[i] as Site) : synthetic(`S${String(i).padStart(7, "0")}`);
    sites.push(site);
    await write(
      knownOut,
      csvLine([site.site_id, site.name, site.address1, site.city, site.state, site.zip, site.phone]),
    );
  }
  knownOut.end();
  await once(knownOut, "finish");
  const shipOut = createWriteStream(path.join(dir, "shipto.csv"));
  const goldOut = createWriteStream(path.join(dir, "gold.csv"));
  await write(shipOut, "location_id,name,address1,address2,city,state,zip,phone\r\n");
  await write(goldOut, "location_id,site_id\r\n");
  for (let i = 0; i < 100_000; i++) {
    const inList = next() < 0.9;
    const site = inList ? pick(sites) : synthetic("");
    let name = site.name;
    if (next() < 0.1 && name.length > 6) {
      const at = 1 + Math.floor(next() * (name.length - 2));
      name = name.slice(0, at) + name.slice(at + 1);
    }
    if (next() < 0.1) name = `${name} - ${pick(DEPARTMENTS)}`;
    if (next() < 0.3)
      name =
        next() < 0.5 ? name.toLowerCase() : name.replace(/\w\S*/g, (w) => w[0] + w.slice(1).toLowerCase());
    const address1 = site.address1
      .split(" ")
      .map((w) => (next() < 0.5 ? (FLIPS[w] ?? w) : w))
      .join(" ");
    const address2 = next() < 0.2 ? pick(NOISE_LINES) : "";
    let zip = site.zip;
    if (next() < 0.2) zip = `${zip}-${String(Math.floor(next() * 10_000)).padStart(4, "0")}`;
    if (next() < 0.5) zip = zip.replace(/^0+/, "");
    const digits = site.phone.replace(/\D/g, "");
    const phone = next() < 0.4 ? "" : next() < 0.5 ? digits : site.phone;
    const id = `SC${String(i).padStart(7, "0")}`;
    await write(shipOut, csvLine([id, name, address1, address2, site.city, site.state, zip, phone]));
    await write(goldOut, csvLine([id, inList ? site.site_id : ""]));
  }
  shipOut.end();
  goldOut.end();
  await Promise.all([once(shipOut, "finish"), once(goldOut, "finish")]);
};

const runScale = async (): Promise<void> => {
  const work = mkdtempSync(path.join(tmpdir(), "bench-matching-scale-"));
  console.log(`generating 1,000,000 known sites and 100,000 ship-to rows in ${work}`);
  await generateScaleData(path.join(shared, "data/matching/dev/known_sites.csv"), work);
  const out = path.join(work, "result.csv");
  const run = runCli(path.join(work, "known_sites.csv"), path.join(work, "shipto.csv"), out);
  evaluate(work, out, run);
  console.log(
    `scale: ${run.seconds.toFixed(1)} s (target < ${TARGETS.seconds} s: ${verdict(run.seconds < TARGETS.seconds)}), ` +
      `peak memory ${run.peakMb?.toFixed(0) ?? "unknown"} MB (target < ${TARGETS.memoryMb} MB: ${verdict((run.peakMb ?? Infinity) < TARGETS.memoryMb)})`,
  );
  if (!args.keep) rmSync(work, { recursive: true, force: true });
  else console.log(`kept ${work}`);
};

if (args.scale) await runScale();
else runDataset(path.resolve(args.dataset ?? path.join(shared, "data/matching/dev")));
