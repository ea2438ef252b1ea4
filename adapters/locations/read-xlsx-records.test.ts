import { describe, expect, it } from "vitest";
import { workbookParts } from "../../tests/fixtures/hostile/workbook-parts.ts";
import { buildZip } from "../../tests/fixtures/hostile/zip-builder.ts";
import { readXlsxBytes } from "./read-xlsx-records.ts";

const collect = async (bytes: Uint8Array) => {
  const rows: Array<[number, readonly string[]]> = [];
  for await (const record of readXlsxBytes(bytes)) rows.push([record.row, record.values]);
  return rows;
};

const NS = `xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"`;

describe("readXlsxBytes: cells as a person sees them", () => {
  it("reads shared (plain and rich), inline and formula strings, numbers, booleans and error codes", async () => {
    const sst =
      `<sst ${NS}><si><t xml:space="preserve"> Main St </t></si>` +
      `<si><r><rPr><b/></rPr><t>Rich</t></r><r><t> Text</t></r><rPh><t>ignored</t></rPh></si></sst>`;
    const sheet =
      `<worksheet ${NS}><sheetData>` +
      `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>` +
      `<row r="2"/>` +
      `<row r="4"><c r="A4" t="inlineStr"><is><t>inline</t></is></c><c r="B4"><v>70503</v></c>` +
      `<c r="C4" t="str"><f>A4&amp;"x"</f><v>inlinex</v></c><c r="D4" t="b"><v>1</v></c>` +
      `<c r="E4" t="e"><v>#N/A</v></c><c r="F4"><v>1.5E+3</v></c><c r="G4"><f>SUM(1)</f></c></row>` +
      `<row><c t="inlineStr"><is><t>no refs</t></is></c><c><v>7</v></c></row>` +
      `</sheetData></worksheet>`;
    const rows = await collect(buildZip(workbookParts(sheet, [{ name: "xl/sharedStrings.xml", data: sst }])));
    expect(rows).toEqual([
      [1, ["Main St", "", "Rich Text"]],
      [4, ["inline", "70503", "inlinex", "true", "#N/A", "1500", ""]],
      [5, ["no refs", "7"]],
    ]);
  });

  it("reads prefixed markup, and the first sheet in the workbook's order, not the lowest-numbered part", async () => {
    const parts = workbookParts(
      `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>` +
        `<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>second part</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`,
    ).map((part) =>
      part.name === "xl/_rels/workbook.xml.rels"
        ? { ...part, data: String(part.data).replace("worksheets/sheet1.xml", "/xl/worksheets/sheet2.xml") }
        : part.name === "xl/worksheets/sheet1.xml"
          ? { ...part, name: "xl/worksheets/sheet2.xml" }
          : part,
    );
    const first = {
      name: "xl/worksheets/sheet1.xml",
      data: `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>not this one</t></is></c></row></sheetData></worksheet>`,
    };
    expect(await collect(buildZip([...parts, first]))).toEqual([[1, ["second part"]]]);
  });
});

describe("readXlsxBytes: forged row numbers", () => {
  const sheetWithRow = (r: string) =>
    `<worksheet ${NS}><sheetData><row r="${r}"><c t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>`;

  it("refuses a row number that is not a worksheet row (it would not fit the stored row number)", async () => {
    for (const r of ["abc", "0", "-3", "1.5", "1048577", "99999999999"])
      await expect(collect(buildZip(workbookParts(sheetWithRow(r))))).rejects.toThrow(/not 1 to 1048576/);
  });

  it("accepts the first and the last worksheet row", async () => {
    expect(await collect(buildZip(workbookParts(sheetWithRow("1"))))).toEqual([[1, ["x"]]]);
    expect(await collect(buildZip(workbookParts(sheetWithRow("1048576"))))).toEqual([[1048576, ["x"]]]);
  });
});
