import { describe, expect, it } from "vitest";
import { isPaginatorVisible, pageCountOf, paginate, type PageItem } from "./paginate.ts";

/** "1 … 8 9 [10] 11 12 … 20" style text, so expectations read like the screen. */
const show = (items: readonly PageItem[]): string =>
  items.map((item) => (item.kind === "page" ? String(item.page) : "…")).join(" ");

describe("paginate", () => {
  it("centres five pages on the current one, two each side", () => {
    expect(show(paginate({ page: 10, pageSize: 50, total: 1000 }).items)).toBe("8 9 10 11 12");
  });

  it("slides the window inwards at the first and last pages", () => {
    expect(show(paginate({ page: 1, pageSize: 10, total: 200 }).items)).toBe("1 2 3 4 5");
    expect(show(paginate({ page: 2, pageSize: 10, total: 200 }).items)).toBe("1 2 3 4 5");
    expect(show(paginate({ page: 20, pageSize: 10, total: 200 }).items)).toBe("16 17 18 19 20");
    expect(show(paginate({ page: 19, pageSize: 10, total: 200 }).items)).toBe("16 17 18 19 20");
  });

  it("shows every page when there are fewer than five", () => {
    expect(show(paginate({ page: 2, pageSize: 50, total: 137 }).items)).toBe("1 2 3");
  });

  it("adds edge pages and ellipses in full mode", () => {
    expect(show(paginate({ page: 10, pageSize: 10, total: 200, full: true }).items)).toBe(
      "1 … 8 9 10 11 12 … 20",
    );
    expect(show(paginate({ page: 1, pageSize: 10, total: 200, full: true }).items)).toBe("1 2 3 4 5 … 20");
  });

  it("leaves out an ellipsis that would hide no page", () => {
    expect(show(paginate({ page: 4, pageSize: 10, total: 70, full: true }).items)).toBe("1 2 3 4 5 6 7");
    expect(show(paginate({ page: 5, pageSize: 10, total: 80, full: true }).items)).toBe("1 … 3 4 5 6 7 8");
  });

  it("never shows more than five pages outside full mode", () => {
    for (let total = 0; total <= 600; total += 7) {
      for (const pageSize of [10, 20, 30, 40, 50]) {
        for (let page = 1; page <= pageCountOf(total, pageSize); page += 1) {
          const model = paginate({ page, pageSize, total });
          expect(model.items.length).toBeLessThanOrEqual(5);
          expect(model.items).toContainEqual({ kind: "page", page });
        }
      }
    }
  });

  it("clamps a page beyond the end and reports previous and next", () => {
    const model = paginate({ page: 99, pageSize: 50, total: 120 });
    expect(model).toMatchObject({ page: 3, pageCount: 3, hasPrevious: true, hasNext: false });
    expect(paginate({ page: 1, pageSize: 50, total: 120 })).toMatchObject({
      hasPrevious: false,
      hasNext: true,
    });
  });

  it("has no pages for an empty table", () => {
    expect(paginate({ page: 1, pageSize: 50, total: 0 })).toMatchObject({ pageCount: 0, items: [] });
  });
});

describe("isPaginatorVisible", () => {
  it("hides the paginator when the total is not above the page size", () => {
    expect(isPaginatorVisible(50, 50)).toBe(false);
    expect(isPaginatorVisible(0, 10)).toBe(false);
    expect(isPaginatorVisible(51, 50)).toBe(true);
  });
});
