// The location matcher's command-line contract, run as operators run it: a real process, real files.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

  it("writes the same result on several threads as on one, with the file's row numbers for skipped rows", () => {
    // 3,000 sites: quoted names with commas and line breaks around any cut, unusable rows in both halves.
    const base = readFileSync(fixture("known.csv"), "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    const lines = [base[0] as string];
    for (let i = 0; i < 3000; i++) {
      const [, name, ...rest] = (base[1 + (i % 4)] as string).split(",");
      const quoted = i % 7 === 0 ? `"${name}, UNIT ${i}\nEAST WING"` : `${name} ${i}`;
      lines.push(i === 40 || i === 2900 ? `X${i},NO ADDRESS,,,AL,,` : [`K${i}`, quoted, ...rest].join(","));
    }
    const known = path.join(work, "known-3000.csv");
    writeFileSync(known, lines.join("\r\n"));
    const run = (threads: string) => {
      const out = path.join(work, `threads-${threads}.csv`);
      const result = cli(
        "--known",
        known,
        "--input",
        fixture("shipto-cp1252.csv"),
        "--out",
        out,
        "--threads",
        threads,
      );
      expect(result.status).toBe(0);
      return { result, file: readFileSync(out, "utf8") };
    };
    const one = run("0");
    const two = run("2");
    expect(two.file).toBe(one.file);
    expect(two.result.stdout).toMatch(/, threads 2$/m);
    const skipped = (stderr: string) => stderr.split("\n").filter((l) => l.includes("(skipped)"));
    expect(skipped(one.result.stderr)).toHaveLength(2);
    expect(skipped(two.result.stderr)).toEqual(skipped(one.result.stderr));
    // Site 2,900 is on line 2 + 2,900 + the 415 names before it that hold a line break.
    expect(skipped(two.result.stderr)[1]).toMatch(/row 3317, column /);
  });

  it("exits 2 on threads it cannot use and on a missing known file read by threads", () => {
    const withThreads = (known: string, out: string, threads: string) =>
      cli(
        "--known",
        known,
        "--input",
        fixture("shipto-cp1252.csv"),
        "--out",
        path.join(work, out),
        "--threads",
        threads,
      );
    const bad = withThreads(fixture("known.csv"), "t.csv", "many");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--threads must be "auto" or a whole number from 0 to 16, not "many"/);
    const missing = withThreads(fixture("nope.csv"), "n.csv", "2");
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/nope\.csv: cannot be read/);
    expect(existsSync(path.join(work, "n.csv.partial"))).toBe(false);
    // Lines the reader skips before the header, and a last part holding only blank lines, read as one thread.
    const sparse = path.join(work, "known-sparse.csv");
    const [header, first] = readFileSync(fixture("known.csv"), "utf8")
      .replace(/^\uFEFF/, "")
      .split("\n");
    writeFileSync(sparse, `\n""\n${header}\n${first}\n${"\n".repeat(200)}`);
    const sparseOne = withThreads(sparse, "s1.csv", "0");
    const sparseTwo = withThreads(sparse, "s2.csv", "2");
    expect([sparseOne.status, sparseTwo.status]).toEqual([0, 0]);
    expect(readFileSync(path.join(work, "s2.csv"), "utf8")).toBe(
      readFileSync(path.join(work, "s1.csv"), "utf8"),
    );
    // A thread's bad-input error comes back as the file's error, with the file's row and column.
    const noAddress = path.join(work, "known-no-address.csv");
    writeFileSync(noAddress, "site_id,name\n1,MERCY\n2,ELIZA\n");
    const refused = withThreads(noAddress, "r.csv", "2");
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(
      /known-no-address\.csv \(row 1, column [a-z0-9, ]+\): missing required columns? /,
    );
    expect(existsSync(path.join(work, "r.csv"))).toBe(false);
  });
});
