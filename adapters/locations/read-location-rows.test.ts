import { createReadStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, describe, expect, it } from "vitest";
import { LocationFileError } from "./location-file-error.ts";
import { readLocationRows, type LocationRowEvent } from "./read-location-rows.ts";

const fixtures = path.resolve(import.meta.dirname, "../../tests/fixtures/locations");
const fixture = (name: string) => path.join(fixtures, name);
const work = mkdtempSync(path.join(tmpdir(), "location-rows-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const collect = async <T>(events: AsyncIterable<LocationRowEvent<T>>): Promise<LocationRowEvent<T>[]> => {
  const out: LocationRowEvent<T>[] = [];
  for await (const e of events) out.push(e);
  return out;
};

describe("readLocationRows (CSV)", () => {
  it("reads UTF-8 with BOM", async () => {
    const events = await collect(readLocationRows(fixture("known.csv"), "known"));
    expect(events).toHaveLength(4);
    expect(events[0]).toMatchObject({
      type: "row",
      row: 2,
      value: { siteId: "010001", zip: "36301", phone: "(334) 793-8701" },
    });
  });

  it("reads Windows-1252, maps header aliases and reports unusable rows by row and column", async () => {
    const events = await collect(readLocationRows(fixture("shipto-cp1252.csv"), "shipto"));
    expect(events[0]).toMatchObject({
      type: "row",
      value: {
        locationId: "A1",
        name: "Southeast Health Med Ctr - PHARMACY",
        address2: "ATTN: RECEIVING",
        zip: "36301-1234",
      },
    });
    expect(events[3]).toMatchObject({ type: "row", value: { name: "Clínica São José" } });
    expect(events[4]).toMatchObject({ type: "error", row: 6, id: "A5", column: "address1" });
  });

  it("rejects a file without required columns, naming them", async () => {
    const reading = collect(readLocationRows(fixture("shipto-missing-zip.csv"), "shipto"));
    await expect(reading).rejects.toBeInstanceOf(LocationFileError);
    await expect(collect(readLocationRows(fixture("shipto-missing-zip.csv"), "shipto"))).rejects.toThrow(
      /row 1, column zip\).*missing required column zip/,
    );
  });

  it("rejects empty and header-only files", async () => {
    await expect(collect(readLocationRows(fixture("empty.csv"), "shipto"))).rejects.toThrow(/empty/);
    await expect(collect(readLocationRows(fixture("header-only.csv"), "shipto"))).rejects.toThrow(
      /no data rows/,
    );
  });
});

describe("readLocationRows (XLSX)", () => {
  it("streams the first worksheet from a path or a stream", async () => {
    const file = path.join(work, "shipto.xlsx");
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Ship-to");
    sheet.addRow(["Location ID", "Ship To Name", "Address", "City", "State", "Postal Code", "Phone"]);
    sheet.addRow(["X1", "Mercy Hospital", "12 Elm St", "Springfield", "IL", 4543, 3347938701]);
    sheet.addRow([]);
    sheet.addRow(["X2", "Nowhere", "", "", "IL", "", ""]);
    await workbook.xlsx.writeFile(file);
    const fromPath = await collect(readLocationRows(file, "shipto"));
    expect(fromPath[0]).toMatchObject({
      type: "row",
      row: 2,
      value: { locationId: "X1", zip: "4543", phone: "3347938701" },
    });
    expect(fromPath[1]).toMatchObject({ type: "error", row: 4, column: "address1" });
    const fromStream = await collect(
      readLocationRows(createReadStream(file), "shipto", { format: "xlsx", fileName: "upload.xlsx" }),
    );
    expect(fromStream).toEqual(fromPath);
  });
});
