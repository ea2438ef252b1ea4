import { describe, expect, it } from "vitest";
import { sortRows } from "./client-sort.ts";

const names = (rows: ReadonlyArray<{ name: string | null }>): Array<string | null> =>
  rows.map((row) => row.name);

describe("sortRows", () => {
  const rows = [{ name: "Zeta" }, { name: "openFDA" }, { name: "alpha" }, { name: "Beta" }];

  it("ignores case, so openFDA sorts between Beta and Zeta", () => {
    expect(names(sortRows(rows, { field: "name", direction: "asc" }, "en"))).toEqual([
      "alpha",
      "Beta",
      "openFDA",
      "Zeta",
    ]);
    expect(names(sortRows(rows, { field: "name", direction: "desc" }, "en"))).toEqual([
      "Zeta",
      "openFDA",
      "Beta",
      "alpha",
    ]);
  });

  it("follows the language's collation for accented letters", () => {
    const vietnamese = [{ name: "Đà Nẵng" }, { name: "Hà Nội" }, { name: "Dĩ An" }, { name: "Ea Kar" }];
    expect(names(sortRows(vietnamese, { field: "name", direction: "asc" }, "vi"))).toEqual([
      "Dĩ An",
      "Đà Nẵng",
      "Ea Kar",
      "Hà Nội",
    ]);
  });

  it("puts numbers inside text in numeric order and empty values last either way", () => {
    const numbered = [{ name: "Row 10" }, { name: null }, { name: "Row 2" }, { name: "" }];
    expect(names(sortRows(numbered, { field: "name", direction: "asc" }, "en"))).toEqual([
      "Row 2",
      "Row 10",
      null,
      "",
    ]);
    expect(names(sortRows(numbered, { field: "name", direction: "desc" }, "en")).slice(0, 2)).toEqual([
      "Row 10",
      "Row 2",
    ]);
  });

  it("keeps the given order when there is no sort and never changes the input", () => {
    const copy = [...rows];
    expect(sortRows(rows, null, "en")).toEqual(rows);
    sortRows(rows, { field: "name", direction: "asc" }, "en");
    expect(rows).toEqual(copy);
  });
});
