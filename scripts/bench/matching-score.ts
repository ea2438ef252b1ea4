// Scoring of the location-matcher benchmark (scripts/bench-matching.ts) against a labelled gold file.
import { readFileSync } from "node:fs";

/** Minimal CSV reader for the benchmark's own well-formed files (quoted fields, CRLF). */
export const readCsv = (file: string): Record<string, string>[] => {
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

/**
 * The truth for one ship-to row. `site`: the known site it is (empty: none, leave it unmatched).
 * `building`: when `site` is empty, the one known site with another name at that building (renamed, merged,
 * replaced); a match to it is defensible either way, so it counts neither for nor against.
 */
export interface GoldRow {
  readonly site: string;
  readonly building: string;
}

export const readGold = (file: string): Map<string, GoldRow> =>
  new Map(
    readCsv(file).map((g) => [
      g.location_id ?? "",
      { site: g.site_id ?? "", building: g.site_id ? "" : (g.building_site_id ?? "") },
    ]),
  );

export type ResultRow = Record<string, string>;

export interface Scores {
  readonly rows: number;
  readonly matched: number;
  readonly correct: number;
  /** Matches to the gold row's building site: excluded from precision, not false matches. */
  readonly neutral: number;
  readonly precision: number;
  readonly recall: number;
  readonly review: number;
}

const NO_GOLD: GoldRow = { site: "", building: "" };

export type MatchVerdict = "correct" | "neutral" | "false";

/** How a `matched` result row stands against the gold. */
export const verdictOf = (result: ResultRow, gold: ReadonlyMap<string, GoldRow>): MatchVerdict => {
  const truth = gold.get(result.location_id ?? "") ?? NO_GOLD;
  const site = result.site_id ?? "";
  if (truth.site !== "" && truth.site === site) return "correct";
  if (truth.site === "" && truth.building !== "" && truth.building === site) return "neutral";
  return "false";
};

/**
 * Precision over the matched rows that are not neutral; recall over the rows whose gold names a site
 * (among `results`' ids when `gold` is larger); review share over all result rows.
 */
export const score = (results: readonly ResultRow[], gold: ReadonlyMap<string, GoldRow>): Scores => {
  let matched = 0;
  let correct = 0;
  let neutral = 0;
  let review = 0;
  let positives = 0;
  for (const [, truth] of gold) if (truth.site !== "") positives++;
  for (const r of results) {
    if (r.status === "review") review++;
    if (r.status !== "matched") continue;
    const verdict = verdictOf(r, gold);
    if (verdict === "neutral") neutral++;
    else {
      matched++;
      if (verdict === "correct") correct++;
    }
  }
  return {
    rows: results.length,
    matched,
    correct,
    neutral,
    precision: matched === 0 ? 1 : correct / matched,
    recall: positives === 0 ? 1 : correct / positives,
    review: results.length === 0 ? 0 : review / results.length,
  };
};

export const scoreLine = (label: string, s: Scores): string =>
  `${label.padEnd(16)} rows ${String(s.rows).padStart(6)}  precision ${s.precision.toFixed(4)}  recall ${s.recall.toFixed(4)}  review ${(s.review * 100).toFixed(2)}%  (matched ${s.matched}, correct ${s.correct}, neutral ${s.neutral})`;
