import { describe, expect, it } from "vitest";
import { parseCsv } from "./parse-csv.ts";

describe("parseCsv", () => {
  it("reads quoted commas, doubled quotes and line breaks inside quotes as one cell", () => {
    const text = '\uFEFFid,name,note\r\n1,"Smith, John","says ""hi"""\r\n2,"two\nlines",\n';
    expect(parseCsv(text, 100)).toEqual({
      rows: [
        ["id", "name", "note"],
        ["1", "Smith, John", 'says "hi"'],
        ["2", "two\nlines", ""],
      ],
      truncated: false,
    });
  });

  it("stops at the row limit and says whether more follows", () => {
    expect(parseCsv("a\nb\nc\n", 2)).toEqual({ rows: [["a"], ["b"]], truncated: true });
    expect(parseCsv("a\nb\n\n", 2)).toEqual({ rows: [["a"], ["b"]], truncated: false });
  });

  it("skips blank lines, keeps a last line without a break, and lets an unclosed quote run to the end", () => {
    expect(parseCsv("a,b\n\n  \nc,d", 10)).toEqual({
      rows: [
        ["a", "b"],
        ["c", "d"],
      ],
      truncated: false,
    });
    expect(parseCsv('a,"b\nc', 10)).toEqual({ rows: [["a", "b\nc"]], truncated: false });
  });
});
