// The location matcher's command-line contract, run as operators run it: a real process, real files.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const fixture = (name: string) => path.join(repoRoot, "tests/fixtures/locations", name);
const work = mkdtempSync(path.join(tmpdir(), "cli-locations-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const cli = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(repoRoot, "adapters/cli/main.ts"), "locations", "match", ...args], {
    cwd: repoRoot,
    encoding: "utf8",
  });

describe("locations match (CLI)", () => {
  it("writes one result row per input row and prints a summary", () => {
    const out = path.join(work, "result.csv");
    const run = cli("--known", fixture("known.csv"), "--input", fixture("shipto-cp1252.csv"), "--out", out);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/rows 5, matched 3, review 0, unmatched 2 \(1 invalid\), seconds \d/);
    expect(run.stderr).toContain("row 6, column address1");
    const lines = readFileSync(out, "utf8").trim().split(/\r\n/);
    expect(lines[0]).toBe("location_id,site_id,score,status,reason");
    const rows = lines.slice(1).map((l) => l.split(","));
    expect(rows.map((r) => [r[0], r[1], r[3]])).toEqual([
      ["A1", "010001", "matched"],
      ["A2", "010006", "matched"],
      ["A3", "201302", "matched"],
      ["A4", "", "unmatched"],
      ["A5", "", "unmatched"],
    ]);
  });

  it("reuses existing mappings", () => {
    const out = path.join(work, "mapped.csv");
    const run = cli(
      "--known",
      fixture("known.csv"),
      "--input",
      fixture("shipto-cp1252.csv"),
      "--out",
      out,
      "--mappings",
      fixture("mappings.csv"),
    );
    expect(run.status).toBe(0);
    expect(readFileSync(out, "utf8")).toContain("A3,010006,1.000,matched,existing mapping for this supplier");
  });

  it("exits 2 naming file, row and column when a required column is missing, and writes no result", () => {
    const out = path.join(work, "bad.csv");
    const run = cli(
      "--known",
      fixture("known.csv"),
      "--input",
      fixture("shipto-missing-zip.csv"),
      "--out",
      out,
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/shipto-missing-zip\.csv \(row 1, column zip\): missing required column zip/);
    expect(existsSync(out)).toBe(false);
    expect(existsSync(`${out}.partial`)).toBe(false);
  });

  it("exits 2 on an empty file and on a missing file", () => {
    const empty = cli(
      "--known",
      fixture("known.csv"),
      "--input",
      fixture("empty.csv"),
      "--out",
      path.join(work, "e.csv"),
    );
    expect(empty.status).toBe(2);
    expect(empty.stderr).toMatch(/empty\.csv: the file is empty/);
    const missing = cli(
      "--known",
      fixture("nope.csv"),
      "--input",
      fixture("empty.csv"),
      "--out",
      path.join(work, "m.csv"),
    );
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/nope\.csv: cannot be read/);
  });

  it("exits 2 when an option is missing", () => {
    expect(cli("--known", fixture("known.csv")).status).toBe(2);
  });
});
