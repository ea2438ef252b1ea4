import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { LocationFileError } from "../location-file-error.ts";
import { readCsvRecords } from "../read-table-records.ts";
import type { TableRecord } from "../table-record.ts";
import { splitCsvFile } from "./split-csv-file.ts";

const work = mkdtempSync(path.join(tmpdir(), "split-csv-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Records as the known-sites reader sees them: decoded (BOM, UTF-8 or Windows-1252), blank ones dropped. */
const records = async (bytes: Buffer): Promise<TableRecord[]> => {
  const out: TableRecord[] = [];
  for await (const record of readCsvRecords(Readable.from([bytes]), { plain: true, maxRows: Infinity }))
    out.push(record);
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
  { weight: 1, arbitrary: fc.constantFrom("", "   ", '""', "\u00a0") },
);
/** What comes before the header: nothing, a BOM, lines the reader skips. */
const lead = fc.array(fc.constantFrom("", "  ", '""', "\u00a0"), { maxLength: 2 });

let file = 0;

describe("splitCsvFile", () => {
  it("cuts between records only: the parts, read after the header, give the file's records and row numbers", async () => {
    await fc.assert(
      fc.asyncProperty(
        lead,
        fc.boolean(),
        fc.array(line, { minLength: 1, maxLength: 30 }),
        fc.constantFrom("\n", "\r\n"),
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 64 }),
        async (before, bom, lines, newline, parts, legacyByte, chunkBytes) => {
          const text = [...before, "site_id,name", ...lines].join(newline);
          // A byte that is not UTF-8 (é in Windows-1252) somewhere in the data makes the file one range.
          const bytes = Buffer.concat([
            Buffer.from(bom ? "\uFEFF" : ""),
            Buffer.from(text),
            legacyByte ? Buffer.from([0x0a, 0x45, 0xe9, 0x2c, 0x58]) : Buffer.alloc(0),
          ]);
          const name = path.join(work, `f${file++}.csv`);
          writeFileSync(name, bytes);
          // Small chunks: lines and UTF-8 sequences cross chunk boundaries.
          const split = await splitCsvFile(name, parts, chunkBytes);
          expect(split.ranges.length).toBeGreaterThan(0);
          expect(split.ranges.length).toBeLessThanOrEqual(legacyByte ? 1 : parts);
          expect(split.ranges[0]?.start).toBe(0);
          expect(split.ranges.at(-1)?.end).toBe(bytes.length);
          const header = Buffer.from(split.header);
          const read: TableRecord[] = [];
          for (const [n, range] of split.ranges.entries()) {
            if (n > 0) expect(range.start).toBe(split.ranges[n - 1]?.end);
            const body = bytes.subarray(range.start, range.end);
            const own = await records(n === 0 ? body : Buffer.concat([header, body]));
            // As a thread numbers rows: the header's rows are the file's; the rest follow the range.
            const fileRow = (row: number) => (n === 0 ? row : row - split.headerLines + range.linesBefore);
            const data = n === 0 ? own : own.filter((r) => r.row > split.headerLines);
            if (n > 0) expect(own.length - data.length).toBe(1);
            read.push(...data.map((r) => ({ row: fileRow(r.row), values: r.values })));
          }
          expect(read).toEqual(await records(bytes));
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

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
