import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { manyEntries, manyStringsBomb, sharedStringBomb } from "../../tests/fixtures/hostile/bombs.ts";

const dir = mkdtempSync(path.join(tmpdir(), "xlsx-bomb-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const MEASURE = path.resolve(import.meta.dirname, "../../tests/fixtures/hostile/measure-reader.ts");

/** Reads the file in a child process (its own heap, so a bomb cannot take the test runner) and reports its peak RSS. */
const measure = async (name: string, bytes: Uint8Array) => {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  const { stdout } = await promisify(execFile)(process.execPath, [MEASURE, file, "xlsx"], {
    timeout: 90_000,
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout) as { outcome: string; message: string; rows: number; peakRssMb: number };
};

/** Far below the 1.6 GB the old reader peaked at on the same file; a bare Node process is ~50 MB. */
const PEAK_LIMIT_MB = 400;

describe("XLSX ZIP bombs (a 1.2 MB upload unpacking to 1 GB peaked at 1.6 GB)", () => {
  it("refuses a 1 GB shared-strings bomb from its directory with a small, bounded peak", async () => {
    const bomb = sharedStringBomb(1024);
    expect(bomb.length).toBeLessThan(1.5 * 1024 * 1024);
    const result = await measure("honest.xlsx", bomb);
    console.info(`[bomb] 1 GB declared, ${bomb.length} bytes packed: peak RSS ${result.peakRssMb} MB`);
    expect(result).toMatchObject({ outcome: "rejected", rows: 0 });
    expect(result.message).toBe(
      "the workbook cannot be read: part xl/sharedStrings.xml unpacks to more than 100 MB (1024 MB)",
    );
    expect(result.peakRssMb).toBeLessThan(PEAK_LIMIT_MB);
  }, 120_000);

  it("stops a forged bomb (1 GB declared as 60 MB) while inflating, with a small, bounded peak", async () => {
    const result = await measure("forged.xlsx", sharedStringBomb(1024, 60));
    console.info(`[bomb] 1 GB declared as 60 MB: peak RSS ${result.peakRssMb} MB`);
    expect(result.outcome).toBe("rejected");
    expect(result.message).toBe("part xl/sharedStrings.xml has a text of more than 65534 characters");
    expect(result.peakRssMb).toBeLessThan(PEAK_LIMIT_MB);
  }, 120_000);

  it("stops a bomb declared smaller than it unpacks as a forged archive", async () => {
    const result = await measure("forged-small.xlsx", manyStringsBomb(512, 1));
    expect(result.message).toBe(
      "part xl/sharedStrings.xml unpacks to more than the 1048576 bytes its ZIP directory declares (a forged or damaged archive)",
    );
    expect(result.peakRssMb).toBeLessThan(PEAK_LIMIT_MB);
  }, 120_000);

  it("stops millions of tiny shared strings at the count limit", async () => {
    const result = await measure("many-strings.xlsx", manyStringsBomb(512, 90));
    console.info(`[bomb] millions of shared strings: peak RSS ${result.peakRssMb} MB`);
    expect(result.message).toBe("the workbook has more than 1000000 shared strings");
    expect(result.peakRssMb).toBeLessThan(PEAK_LIMIT_MB);
  }, 120_000);

  it("refuses a workbook with more entries than any workbook needs", async () => {
    expect((await measure("entries.xlsx", manyEntries(5000))).message).toBe(
      "the workbook cannot be read: the workbook has 5006 ZIP entries; at most 1000 are read",
    );
    expect((await measure("entries-ok.xlsx", manyEntries(900))).message).toMatch(
      /^missing required columns /,
    );
  }, 120_000);
});
