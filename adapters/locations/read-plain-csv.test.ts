import { Readable } from "node:stream";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readPlainCsvRecords } from "./read-plain-csv.ts";
import { readCsvRecords } from "./read-table-records.ts";

const collect = async <T>(items: AsyncIterable<T>): Promise<T[]> => {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
};

const plainValues = async (text: string, chunk: number): Promise<(readonly string[])[]> => {
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += chunk) pieces.push(text.slice(i, i + chunk));
  return (await collect(readPlainCsvRecords(Readable.from(pieces)))).flat().map((r) => r.values);
};

const cell = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9 .()-]{0,12}$/).map((v) => v.trim()),
  fc.stringMatching(/^[A-Za-z0-9 ,"\n-]{0,12}$/).map((v) => `"${v.replace(/"/g, '""')}"`),
);

describe("plain CSV reader", () => {
  it("reads what csv-parse reads from well-formed files, whatever the chunking and line ends", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom("\n", "\r\n"),
        fc.integer({ min: 1, max: 40 }),
        async (rows, end, chunk) => {
          const text = rows.map((r) => r.join(",")).join(end) + end;
          const expected = (await collect(readCsvRecords(Readable.from([Buffer.from(text)])))).map(
            (r) => r.values,
          );
          expect(await plainValues(text, chunk)).toEqual(expected);
        },
      ),
    );
  });

  it("numbers records by the line they end on and keeps a quote inside an unquoted cell", async () => {
    const records = (
      await collect(readPlainCsvRecords(Readable.from(['a,b\r\n\r\n1, 5" pipe ,"x\ny"\r\n'])))
    ).flat();
    expect(records).toEqual([
      { row: 1, values: ["a", "b"] },
      { row: 4, values: ["1", '5" pipe', "x\ny"] },
    ]);
  });
});
