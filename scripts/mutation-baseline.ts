// The committed mutation baseline (reports/mutation/baseline.json): for every rule file of core that Stryker
// mutates, the SHA-256 of the content last measured and its tally of mutants (detected of valid), and the hash
// of every unit test next to those files. A file whose hash differs (or is new), or whose test changed, is
// "changed": CI mutates only those, so the check needs no cache and no particular git history, and a
// commit that leaves core's rules alone costs seconds.
import { createHash } from "node:crypto";

export interface Tally {
  readonly detected: number;
  readonly valid: number;
}

export interface BaselineEntry {
  readonly sha256: string;
  /** Null until the file has been mutated with its current content. */
  readonly tally: Tally | null;
}

export interface Baseline {
  readonly rules: Readonly<Record<string, BaselineEntry>>;
  readonly tests: Readonly<Record<string, string>>;
}

export const EMPTY_BASELINE: Baseline = { rules: {}, tests: {} };

export const sha256 = (content: string | Uint8Array): string =>
  createHash("sha256").update(content).digest("hex");

const directoryOf = (path: string): string => path.split("/").slice(0, -1).join("/");
const baseName = (path: string): string => path.split("/").at(-1) ?? path;

/** The folder a file is scored under: its own folder (core/<context>/<capability>, or core/access). */
export const folderOf = directoryOf;

/**
 * The rule files a unit test speaks for: `can.table.test.ts` covers `can.ts` in its folder; a test named after
 * no rule file of its folder (a folder-wide test) covers every rule file of that folder.
 */
export const rulesCoveredByTest = (testPath: string, ruleFiles: readonly string[]): string[] => {
  const folder = directoryOf(testPath);
  const stem = baseName(testPath).split(".")[0];
  const inFolder = ruleFiles.filter((rule) => directoryOf(rule) === folder);
  const named = inFolder.filter((rule) => baseName(rule) === `${stem}.ts`);
  return named.length > 0 ? named : inFolder;
};

export interface Snapshot {
  /** Rule file path to the hash of its current content. */
  readonly rules: Readonly<Record<string, string>>;
  /** Unit test path (in the folders of rule files) to the hash of its current content. */
  readonly tests: Readonly<Record<string, string>>;
}

/** The rule files to mutate: new or edited since the baseline, or covered by a test that is new, edited or gone. */
export const changedRules = (baseline: Baseline, now: Snapshot): string[] => {
  const ruleFiles = Object.keys(now.rules);
  const changed = new Set(ruleFiles.filter((rule) => baseline.rules[rule]?.sha256 !== now.rules[rule]));
  const testPaths = new Set([...Object.keys(baseline.tests), ...Object.keys(now.tests)]);
  for (const test of testPaths)
    if (baseline.tests[test] !== now.tests[test])
      for (const rule of rulesCoveredByTest(test, ruleFiles)) changed.add(rule);
  return [...changed].sort();
};

export interface FolderScore {
  readonly folder: string;
  readonly detected: number;
  readonly valid: number;
  readonly score: number;
  /** Files whose tally comes from this run. */
  readonly measuredNow: number;
  /** Files whose tally comes from the baseline. */
  readonly fromBaseline: number;
  /** Files never measured with their current content (neither now nor in the baseline). */
  readonly unmeasured: number;
}

/**
 * The score of each folder that has a file in `fresh`: the fresh tallies of the files mutated now plus the
 * baseline's tallies of the folder's other files (those are unchanged, so their results still hold).
 */
export const folderScores = (
  fresh: Readonly<Record<string, Tally>>,
  baseline: Baseline,
  now: Snapshot,
): FolderScore[] => {
  const folders = [...new Set(Object.keys(fresh).map(folderOf))].sort();
  return folders.map((folder) => {
    let detected = 0;
    let valid = 0;
    let measuredNow = 0;
    let fromBaseline = 0;
    let unmeasured = 0;
    for (const rule of Object.keys(now.rules).filter((path) => folderOf(path) === folder)) {
      const baselineEntry = baseline.rules[rule];
      const tally =
        fresh[rule] ?? (baselineEntry?.sha256 === now.rules[rule] ? (baselineEntry?.tally ?? null) : null);
      if (fresh[rule]) measuredNow += 1;
      else if (tally) fromBaseline += 1;
      else unmeasured += 1;
      detected += tally?.detected ?? 0;
      valid += tally?.valid ?? 0;
    }
    return {
      folder,
      detected,
      valid,
      score: valid === 0 ? 100 : (100 * detected) / valid,
      measuredNow,
      fromBaseline,
      unmeasured,
    };
  });
};

/** The baseline after a run: the mutated files take their new hash and tally, and the tests beside them theirs. */
export const updatedBaseline = (
  baseline: Baseline,
  fresh: Readonly<Record<string, Tally>>,
  now: Snapshot,
): Baseline => {
  const rules: Record<string, BaselineEntry> = {};
  for (const [rule, hash] of Object.entries(now.rules)) {
    const tally = fresh[rule];
    const kept = baseline.rules[rule];
    if (tally) rules[rule] = { sha256: hash, tally };
    else if (kept) rules[rule] = kept;
  }
  const ruleFiles = Object.keys(now.rules);
  const tests: Record<string, string> = {};
  for (const test of new Set([...Object.keys(baseline.tests), ...Object.keys(now.tests)])) {
    const covered = rulesCoveredByTest(test, ruleFiles);
    const remeasured = covered.length > 0 && covered.every((rule) => fresh[rule] !== undefined);
    // A test edited or removed since the baseline is taken in only once the files it covers were re-measured.
    const hash = remeasured ? now.tests[test] : baseline.tests[test];
    if (hash !== undefined) tests[test] = hash;
  }
  return { rules: sortedKeys(rules), tests: sortedKeys(tests) };
};

const sortedKeys = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

const DETECTED = new Set(["Killed", "Timeout"]);
const UNDETECTED = new Set(["Survived", "NoCoverage"]);

/** Stryker's JSON report (mutation-testing-report-schema), as far as the tallies need it. */
export interface MutationReport {
  readonly files: Readonly<Record<string, { readonly mutants: ReadonlyArray<{ readonly status: string }> }>>;
}

export const tallyOf = (mutants: ReadonlyArray<{ readonly status: string }>): Tally => {
  let detected = 0;
  let valid = 0;
  for (const { status } of mutants) {
    if (DETECTED.has(status)) detected += 1;
    if (DETECTED.has(status) || UNDETECTED.has(status)) valid += 1;
  }
  return { detected, valid };
};
