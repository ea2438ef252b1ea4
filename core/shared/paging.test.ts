import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { toPageRequest } from "./paging.ts";

const allowed = {
  sortFields: ["name", "url"] as const,
  defaultSort: "name" as const,
  filterFields: ["name"] as const,
};

describe("toPageRequest", () => {
  it("applies the defaults and trims the search", () => {
    expect(toPageRequest({ search: "  fda  " }, allowed)).toEqual({
      ok: true,
      value: {
        pageNumber: 1,
        pageSize: 50,
        sortField: "name",
        sortDirection: "asc",
        search: "fda",
        filters: {},
      },
    });
    expect(toPageRequest({ search: "   " }, allowed)).toMatchObject({
      ok: true,
      value: { search: undefined },
    });
  });

  it("refuses sort and filter fields outside the allow-list, whatever they are", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== "" && !["name", "url"].includes(s.trim())),
        (field) => {
          expect(toPageRequest({ sortField: field }, allowed).ok).toBe(false);
          expect(
            toPageRequest({ filterModel: JSON.stringify({ [field]: { filter: "x" } }) }, allowed).ok,
          ).toBe(false);
        },
      ),
    );
  });

  it("accepts page numbers and sizes in range and refuses the rest", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 700 }), fc.integer({ min: -5, max: 700 }), (number, size) => {
        const result = toPageRequest({ pageNumber: String(number), pageSize: String(size) }, allowed);
        expect(result.ok).toBe(number >= 1 && size >= 1 && size <= 500);
      }),
    );
    expect(toPageRequest({ pageSize: "5.5" }, allowed).ok).toBe(false);
  });

  it("bounds the page number by PostgreSQL's integer range, so no offset overflows in SQL", () => {
    expect(toPageRequest({ pageNumber: "2147483647" }, allowed)).toMatchObject({
      ok: true,
      value: { pageNumber: 2147483647 },
    });
    for (const pageNumber of ["2147483648", "9223372036854775808", "99999999999999999999"])
      expect(toPageRequest({ pageNumber }, allowed)).toEqual({
        ok: false,
        problems: [
          { field: "pageNumber", message: "pageNumber must be a whole number from 1 to 2147483647" },
        ],
      });
  });

  it("refuses a NUL character inside a header filter, which PostgreSQL text cannot hold", () => {
    const filterModel = JSON.stringify({
      name: { filterType: "text", type: "contains", filter: "a\u0000b" },
    });
    expect(toPageRequest({ filterModel }, allowed)).toMatchObject({
      ok: false,
      problems: [{ field: "filterModel" }],
    });
  });

  it("reads the grid's contains filters and ignores empty ones", () => {
    const filterModel = JSON.stringify({ name: { filterType: "text", type: "contains", filter: " acme " } });
    expect(toPageRequest({ filterModel, sortDirection: "DESC" }, allowed)).toMatchObject({
      ok: true,
      value: { filters: { name: "acme" }, sortDirection: "desc" },
    });
    expect(toPageRequest({ filterModel: JSON.stringify({ name: { filter: "" } }) }, allowed)).toMatchObject({
      ok: true,
      value: { filters: {} },
    });
    expect(toPageRequest({ filterModel: "[1]" }, allowed).ok).toBe(false);
    expect(toPageRequest({ filterModel: "{" }, allowed).ok).toBe(false);
  });

  it("uses the list's default direction, refuses unknown directions and lists every problem", () => {
    expect(toPageRequest({}, { ...allowed, defaultDirection: "desc" })).toMatchObject({
      ok: true,
      value: { sortDirection: "desc" },
    });
    expect(toPageRequest({ sortDirection: " Asc " }, { ...allowed, defaultDirection: "desc" })).toMatchObject(
      {
        ok: true,
        value: { sortDirection: "asc" },
      },
    );
    expect(toPageRequest({ pageNumber: "0", sortDirection: "up", sortField: "x" }, allowed)).toEqual({
      ok: false,
      problems: [
        { field: "pageNumber", message: "pageNumber must be a whole number from 1 to 2147483647" },
        { field: "sortField", message: "sortField must be one of name, url" },
        { field: "sortDirection", message: "sortDirection must be asc or desc" },
      ],
    });
  });

  it("refuses every filter when the list allows none, and skips filters without text", () => {
    const { filterFields: _none, ...noFilters } = allowed;
    expect(toPageRequest({ filterModel: JSON.stringify({ name: { filter: "x" } }) }, noFilters)).toEqual({
      ok: false,
      problems: [{ field: "filterModel", message: "cannot filter on name" }],
    });
    expect(toPageRequest({ filterModel: "  " }, noFilters)).toMatchObject({
      ok: true,
      value: { filters: {} },
    });
    for (const filter of [null, 42, { filter: 7 }, {}])
      expect(toPageRequest({ filterModel: JSON.stringify({ name: filter }) }, allowed)).toMatchObject({
        ok: true,
        value: { filters: {} },
      });
    expect(toPageRequest({ filterModel: "null" }, allowed)).toEqual({
      ok: false,
      problems: [{ field: "filterModel", message: "filterModel must be an object of column filters" }],
    });
  });
});
