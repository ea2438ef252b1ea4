import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ValidationFailed } from "#core/shared/errors.ts";
import { decodeInput } from "./decode.ts";
import { enumParam, instantParam, listQuery, textParam } from "./list-query.ts";

const Query = listQuery({
  identifier: "TestListQuery",
  sort: { fields: ["name", "createdAt"] as const, default: "name", description: "name or createdAt" },
  searchDescription: "text",
  params: {
    status: enumParam(["ACTIVE", "IN PROGRESS"] as const, "status"),
    decision: enumParam(["matched", "review", "unmatched"] as const, "decision", "lower"),
    url: textParam("url contains"),
    createdFrom: instantParam("from"),
  },
  filters: { fields: ["name"] as const, description: "filters" },
});

const problems = (input: Record<string, string>) => {
  try {
    decodeInput(Query, input, "query");
  } catch (error) {
    if (error instanceof ValidationFailed) return { m: error.message, fields: error.fields };
    throw error;
  }
  throw new Error("decoded");
};

describe("listQuery", () => {
  it("decodes a valid query the same without running the Schema as with it", () => {
    const NoSort = listQuery({
      identifier: "NoSortQuery",
      sort: { fields: ["name"] as const, default: "name" },
      searchDescription: "text",
    });
    const cases: Array<[typeof Query | typeof NoSort, Record<string, unknown>]> = [
      [Query, {}],
      [
        Query,
        {
          pageNumber: " 2 ",
          pageSize: "500",
          sortField: "createdAt",
          sortDirection: "DESC",
          search: " fda ",
        },
      ],
      [Query, { status: "in progress", decision: "Review", url: "x", createdFrom: "2026-01-02T03:04:05Z" }],
      [
        Query,
        { filterModel: '{"name":{"filterType":"text","type":"contains","filter":" a "}}', other: "ignored" },
      ],
      [Query, { search: "   ", url: "" }],
      // Parameters a list does not declare are ignored, as the Schema ignores them.
      [NoSort, { sortField: "nonsense", sortDirection: "sideways", filterModel: "not json" }],
    ];
    for (const [schema, input] of cases)
      expect(decodeInput(schema, input, "query")).toEqual(Schema.decodeUnknownSync(schema)(input));
  });

  it("decodes the defaults into a PageRequest", () => {
    expect(decodeInput(Query, {}, "query")).toEqual({
      pageNumber: 1,
      pageSize: 50,
      sortField: "name",
      sortDirection: "asc",
      search: undefined,
      filters: {},
    });
  });

  it("folds enumerated values to their catalogue's case, trims text and reads instants", () => {
    expect(
      decodeInput(
        Query,
        {
          status: " in progress ",
          decision: "REVIEW",
          url: "  fda  ",
          createdFrom: "2026-01-02",
          search: " x ",
          filterModel: JSON.stringify({ name: { filter: " acme " } }),
        },
        "query",
      ),
    ).toMatchObject({
      status: "IN PROGRESS",
      decision: "review",
      url: "fda",
      createdFrom: new Date("2026-01-02T00:00:00Z"),
      search: "x",
      filters: { name: "acme" },
    });
    expect(decodeInput(Query, { status: " ", url: "" }, "query")).not.toHaveProperty("status");
  });

  it("refuses every bad parameter at once, naming each, with the catalogue in the message", () => {
    expect(
      problems({ pageNumber: "0", status: "DONE", decision: "maybe", createdFrom: "yesterday" }),
    ).toEqual({
      m: "pageNumber must be a whole number from 1 to 2147483647",
      fields: [
        { field: "pageNumber", message: "pageNumber must be a whole number from 1 to 2147483647" },
        { field: "status", message: "status must be ACTIVE or IN PROGRESS" },
        { field: "decision", message: "decision must be one of matched, review, unmatched" },
        { field: "createdFrom", message: "createdFrom must be an ISO 8601 date or date-time" },
      ],
    });
    expect(problems({ status: "DONE" }).m).toBe("status must be ACTIVE or IN PROGRESS");
  });

  it("refuses page numbers beyond PostgreSQL's integer range", () => {
    for (const pageNumber of ["2147483648", "9223372036854775808", "99999999999999999999"])
      expect(problems({ pageNumber }).fields).toEqual([
        { field: "pageNumber", message: "pageNumber must be a whole number from 1 to 2147483647" },
      ]);
    expect(decodeInput(Query, { pageNumber: "2147483647" }, "query")).toMatchObject({
      pageNumber: 2147483647,
    });
  });

  it("refuses a NUL character in any parameter, before anything else", () => {
    expect(problems({ url: "a\u0000", status: "DONE" })).toEqual({
      m: "url must not contain the NUL character (U+0000)",
      fields: [
        {
          field: "url",
          message: "url must not contain the NUL character (U+0000)",
          code: "request.unstorable",
          params: { field: "url" },
        },
      ],
    });
  });
});
