import { describe, expect, it } from "vitest";
import { buildZip } from "../../tests/fixtures/hostile/zip-builder.ts";
import { readZipDirectory } from "./zip-directory.ts";

const MB = 1024 * 1024;
const problem = (bytes: Uint8Array) => {
  const directory = readZipDirectory(bytes);
  return directory.ok ? "ok" : directory.problem;
};
/** Stored entries of `packed` bytes that claim to unpack to `declared` (only the directory is read here). */
const entry = (name: string, declared: number, packed = 1) => ({
  name,
  data: "x".repeat(packed),
  stored: true,
  declaredSize: declared,
});

describe("readZipDirectory: each limit, just inside and just beyond", () => {
  it("lists the entries of an ordinary archive", () => {
    const directory = readZipDirectory(buildZip([{ name: "xl/workbook.xml", data: "<workbook/>" }]));
    expect(directory).toMatchObject({
      ok: true,
      entries: [{ name: "xl/workbook.xml", uncompressedSize: 11 }],
    });
  });

  it("reads 1,000 entries and refuses 1,001", () => {
    const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `e${i}`, data: "" }));
    expect(problem(buildZip(entries(1000)))).toBe("ok");
    expect(problem(buildZip(entries(1001)))).toBe("the workbook has 1001 ZIP entries; at most 1000 are read");
  });

  it("reads a part of 100 MB and refuses one byte more", () => {
    expect(problem(buildZip([entry("xl/a.xml", 100 * MB, MB)]))).toBe("ok");
    expect(problem(buildZip([entry("xl/a.xml", 100 * MB + 1, MB)]))).toBe(
      "part xl/a.xml unpacks to more than 100 MB (100 MB)",
    );
  });

  it("reads a workbook of 200 MB in all and refuses one byte more", () => {
    const parts = (last: number) => [
      entry("a", 100 * MB, MB),
      entry("b", 100 * MB - 1, MB),
      entry("c", last),
    ];
    expect(problem(buildZip(parts(1)))).toBe("ok");
    expect(problem(buildZip(parts(2)))).toBe("the workbook unpacks to more than 200 MB");
  });

  it("accepts 200:1 and refuses more for parts over 4 MB; small parts may compress as they like", () => {
    expect(problem(buildZip([entry("s", 200 * 30_000, 30_000)]))).toBe("ok");
    expect(problem(buildZip([entry("s", 200 * 30_000 + 1, 30_000)]))).toMatch(
      /^part s is compressed 200 to 1, more than the 200 to 1/,
    );
    expect(problem(buildZip([entry("small", 4 * MB, 1)]))).toBe("ok");
  });

  it("refuses encryption, unknown methods, duplicate names, ZIP64 marks and garbage", () => {
    const zip = buildZip([{ name: "a", data: "x" }]);
    const central = zip.findIndex((_, i) => zip[i] === 0x50 && zip[i + 1] === 0x4b && zip[i + 2] === 1);
    const encrypted = zip.slice();
    encrypted[central + 8] = 1;
    expect(problem(encrypted)).toBe(
      "the workbook is encrypted (password-protected); save it without a password",
    );
    const method = zip.slice();
    method[central + 10] = 12;
    expect(problem(method)).toBe("part a uses an unsupported compression method (12)");
    expect(
      problem(
        buildZip([
          { name: "a", data: "1" },
          { name: "a", data: "2" },
        ]),
      ),
    ).toBe("the workbook has two parts named a");
    expect(problem(buildZip([entry("big", 0xffffffff)]))).toBe(
      "it is a ZIP64 archive, which a location workbook never needs",
    );
    expect(problem(new TextEncoder().encode("PK\u0003\u0004 not an archive"))).toBe(
      "it is not a readable ZIP archive (no central directory)",
    );
  });
});
