import { describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import type { Sheet } from "#core/organisations/reports/sheets.ts";
import { csvStream, xlsxStream } from "./account-file-stream.ts";

interface Org {
  readonly name: string;
  readonly users: number;
}
const SHEET: Sheet<Org> = {
  title: "Test Accounts",
  columns: [
    { header: "Name", value: (r) => r.name },
    { header: "Users", value: (r) => r.users },
  ],
};
const TOTAL = 20_000;

/** 20,000 generated organisations, counting how many the writer has pulled so far. */
const generated = () => {
  const state = { pulled: 0 };
  async function* rows(): AsyncGenerator<Org> {
    for (let i = 0; i < TOTAL; i++) {
      state.pulled++;
      // A batch boundary every 1000 rows, as the database source has.
      if (i % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
      yield { name: `Health System ${i} with a longer name, to make the file realistic`, users: i % 50 };
    }
  }
  return { state, rows: rows() };
};

describe("account file streams", () => {
  it("send the first CSV bytes after reading a small part of 20,000 rows, and every row by the end", async () => {
    const { state, rows } = generated();
    const stream = csvStream(SHEET, rows);
    const reader = stream.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(state.pulled).toBeGreaterThan(0);
    expect(state.pulled).toBeLessThan(TOTAL / 10);
    const rest: Uint8Array[] = [first.value!];
    for (let next = await reader.read(); !next.done; next = await reader.read()) rest.push(next.value);
    const lines = Buffer.concat(rest).toString("utf8").split("\r\n");
    expect(lines[0]).toBe("\uFEFFName,Users");
    expect(lines).toHaveLength(TOTAL + 2);
    expect(lines[TOTAL]).toBe('"Health System 19999 with a longer name, to make the file realistic",49');
    expect(state.pulled).toBe(TOTAL);
  });

  it("send the first XLSX bytes before the last row is read, and a workbook that reads back whole", async () => {
    const { state, rows } = generated();
    const stream = xlsxStream(SHEET, rows);
    const reader = stream.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(state.pulled).toBeLessThan(TOTAL);
    const chunks: Uint8Array[] = [first.value!];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe("Test Accounts");
    expect(sheet.rowCount).toBe(TOTAL + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, "Name", "Users"]);
    expect(sheet.getRow(TOTAL + 1).values).toEqual([
      undefined,
      "Health System 19999 with a longer name, to make the file realistic",
      49,
    ]);
  });

  it("stop reading the rows when the client goes away", async () => {
    const { state, rows } = generated();
    const stream = csvStream(SHEET, rows);
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    const after = state.pulled;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.pulled).toBe(after);
    expect(after).toBeLessThan(TOTAL);
  });

  it("pause reading rows while the client does not take the file (memory stays flat)", async () => {
    for (const write of [csvStream, xlsxStream]) {
      const { state, rows } = generated();
      const reader = write(SHEET, rows).getReader();
      await reader.read();
      // A client that stops reading: the writer must stop pulling rows, not buffer the rest of the file.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(state.pulled, write.name).toBeLessThan(TOTAL / 4);
      await reader.cancel();
    }
  });
});
