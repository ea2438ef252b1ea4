import { describe, expect, it } from "vitest";
import { lastRowOf, toPageQuery } from "./grid-request.ts";

describe("grid block to server page", () => {
  it("maps block n to page n+1 of the block size with sort and filters", () => {
    expect(
      toPageQuery(
        {
          startRow: 1000,
          endRow: 1500,
          sortModel: [{ colId: "name", sort: "desc" }],
          filterModel: { name: { filterType: "text", type: "contains", filter: "fda" } },
        },
        500,
        { search: "x", status: undefined },
      ),
    ).toEqual({
      pageNumber: 3,
      pageSize: 500,
      sortField: "name",
      sortDirection: "desc",
      filterModel: '{"name":{"filterType":"text","type":"contains","filter":"fda"}}',
      search: "x",
      status: undefined,
    });
  });

  it("leaves out sort and filters when there are none", () => {
    expect(toPageQuery({ startRow: 0, endRow: 500, sortModel: [], filterModel: {} }, 500)).toEqual({
      pageNumber: 1,
      pageSize: 500,
    });
  });

  it("gives the grid the server's total from the first block, and the real end when a block comes back short", () => {
    expect(lastRowOf(0, 500, 10_000, 500)).toBe(10_000);
    expect(lastRowOf(9500, 500, 10_000, 500)).toBe(10_000);
    expect(lastRowOf(0, 0, 0, 500)).toBe(0);
    // The count was older than the rows: 120 rows are there, not 10,000.
    expect(lastRowOf(0, 120, 10_000, 500)).toBe(120);
    // Rows were added since the count: a full block past the count keeps the range open.
    expect(lastRowOf(500, 500, 800, 500)).toBe(1000);
  });
});
