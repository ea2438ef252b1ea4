import { describe, expect, it } from "vitest";
import { NotFound } from "#core/shared/errors.ts";
import { previewLocationTable } from "./preview-location-table.ts";

const bytesOf = (text: string, chunk = 1 << 20): AsyncIterable<Uint8Array> => {
  const all = new TextEncoder().encode(text);
  return (async function* () {
    for (let at = 0; at < all.length; at += chunk) yield all.subarray(at, at + chunk);
  })();
};

describe("previewLocationTable", () => {
  it("reads CSV with quoted commas, quotes and line breaks as cells", async () => {
    const csv = 'id,name,note\r\n1,"Smith, John","says ""hi"""\r\n2,"two\nlines",x\r\n';
    expect(await previewLocationTable({ bytes: bytesOf(csv), format: "csv", maxRows: 10 })).toEqual({
      ok: true,
      rows: [
        ["id", "name", "note"],
        ["1", "Smith, John", 'says "hi"'],
        ["2", "two\nlines", "x"],
      ],
      columns: 3,
      truncated: false,
    });
  });

  it("stops at the row limit and says there is more", async () => {
    const csv = ["h", "a", "b", "c"].join("\n");
    expect(await previewLocationTable({ bytes: bytesOf(csv), format: "csv", maxRows: 2 })).toEqual({
      ok: true,
      rows: [["h"], ["a"]],
      columns: 1,
      truncated: true,
    });
  });

  it("reads only the start of a long CSV file, never half a line, and shortens long cells", async () => {
    const line = `${"x".repeat(300)},y\n`;
    const answer = await previewLocationTable({
      bytes: bytesOf(line.repeat(2000), 4096),
      format: "csv",
      maxRows: 5000,
    });
    expect(answer.ok && answer.truncated).toBe(true);
    if (!answer.ok) return;
    expect(answer.rows.length).toBe(Math.floor((256 * 1024) / line.length));
    expect(answer.rows.every((row) => row.length === 2 && row[1] === "y")).toBe(true);
    expect(answer.rows[0]?.[0]).toBe(`${"x".repeat(199)}…`);
  });

  it("answers the reader's message for a file that is not a workbook", async () => {
    const answer = await previewLocationTable({ bytes: bytesOf("not a zip"), format: "xlsx", maxRows: 5 });
    expect(answer.ok).toBe(false);
  });

  it("lets a file missing from the store stay a NotFound", async () => {
    const gone: AsyncIterable<Uint8Array> = {
      [Symbol.asyncIterator]: () => ({
        next: () => Promise.reject(new NotFound({ message: "f.csv is no longer stored" })),
      }),
    };
    await expect(previewLocationTable({ bytes: gone, format: "csv", maxRows: 5 })).rejects.toBeInstanceOf(
      NotFound,
    );
  });
});
