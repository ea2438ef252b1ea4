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

  it("reports the last row only when the block reaches the total", () => {
    expect(lastRowOf(0, 500, 10_000)).toBeUndefined();
    expect(lastRowOf(9500, 500, 10_000)).toBe(10_000);
    expect(lastRowOf(0, 0, 0)).toBe(0);
  });
});
