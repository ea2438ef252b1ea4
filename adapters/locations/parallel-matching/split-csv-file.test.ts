import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { LocationFileError } from "../location-file-error.ts";
import { readPlainCsvRecords } from "../read-plain-csv.ts";
import type { TableRecord } from "../table-record.ts";
import { splitCsvFile } from "./split-csv-file.ts";

const work = mkdtempSync(path.join(tmpdir(), "split-csv-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const records = async (text: string): Promise<TableRecord[]> => {
  const out: TableRecord[] = [];
  for await (const batch of readPlainCsvRecords(Readable.from([text]))) out.push(...batch);
  return out;
};

/** Cells as operators' files have them: plain, quoted with commas, line breaks and "", a stray quote. */
const cell = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9 .é-]{0,10}$/),
  fc.stringMatching(/^[A-Za-z0-9 ,"\n-]{0,10}$/).map((v) => `"${v.replace(/"/g, '""')}"`),
  fc.constantFrom('O"BRIEN', ' "QUOTED" TAIL', '"open', ""),
);
const line = fc.oneof(
  { weight: 8, arbitrary: fc.array(cell, { minLength: 1, maxLength: 4 }).map((cells) => cells.join(",")) },
  { weight: 1, arbitrary: fc.constantFrom("", "   ") },
);

let file = 0;

describe("splitCsvFile", () => {
  it("cuts between records only: the parts, read after the header, give the file's records and row numbers", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 30 }),
        fc.constantFrom("\n", "\r\n"),
        fc.integer({ min: 1, max: 5 }),
        async (lines, newline, parts) => {
          const text = ["site_id,name", ...lines].join(newline);
          const name = path.join(work, `f${file++}.csv`);
          writeFileSync(name, text);
          const bytes = readFileSync(name);
          const split = await splitCsvFile(name, parts);
          expect(split.ranges.length).toBeGreaterThan(0);
          expect(split.ranges.length).toBeLessThanOrEqual(parts);
          expect(split.ranges[0]?.start).toBe(0);
          expect(split.ranges.at(-1)?.end).toBe(bytes.length);
          const header = Buffer.from(split.header).toString("utf8");
          const read: { row: number; values: readonly string[] }[] = [];
          for (const [n, range] of split.ranges.entries()) {
            if (n > 0) expect(range.start).toBe(split.ranges[n - 1]?.end);
            const body = bytes.toString("utf8", range.start, range.end);
            const own = await records(n === 0 ? body : header + body);
            const offset = n === 0 ? 0 : range.linesBefore - split.headerLines;
            read.push(...own.slice(n === 0 ? 0 : 1).map((r) => ({ row: r.row + offset, values: r.values })));
          }
          expect(read).toEqual(await records(text));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("cuts a large file into parts of about the same size", async () => {
    const name = path.join(work, "large.csv");
    const rows = Array.from({ length: 10_000 }, (_, i) => `S${i},"MERCY, ${i}",1 MAIN ST`);
    writeFileSync(name, ["site_id,name,address1", ...rows].join("\n"));
    const split = await splitCsvFile(name, 4);
    expect(split.ranges).toHaveLength(4);
    const sizes = split.ranges.map((r) => r.end - r.start);
    for (const size of sizes) expect(size / (Math.max(...sizes) || 1)).toBeGreaterThan(0.95);
  });

  it("refuses a missing or empty file as the single-thread reader does", async () => {
    await expect(splitCsvFile(path.join(work, "nope.csv"), 2)).rejects.toThrow(
      /nope\.csv: cannot be read: ENOENT/,
    );
    const empty = path.join(work, "empty.csv");
    writeFileSync(empty, "\n  \n");
    const error = await splitCsvFile(empty, 2).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LocationFileError);
    expect((error as Error).message).toMatch(/empty\.csv: the file is empty \(no header row\)/);
  });
});
