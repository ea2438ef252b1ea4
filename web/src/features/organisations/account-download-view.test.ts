import { describe, expect, it } from "vitest";
import { downloadView, fileDay } from "./account-download-view.ts";

describe("account download view", () => {
  it("keeps the grid's sort, search, status and filters, and drops paging and blanks", () => {
    expect(
      downloadView({
        pageNumber: 3,
        pageSize: 500,
        sortField: "name",
        sortDirection: "desc",
        search: " ochsner ",
        status: "",
        filterModel: '{"state":{"filter":"LA"}}',
      }),
    ).toEqual({
      sortField: "name",
      sortDirection: "desc",
      search: "ochsner",
      filterModel: '{"state":{"filter":"LA"}}',
    });
  });

  it("names the day month first", () => {
    expect(fileDay(new Date(2026, 2, 7))).toBe("03-07-2026");
  });
});
