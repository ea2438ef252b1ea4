import { Schema } from "effect";

/** Page sizes the grids offer plus the simple tables' sizes; the server caps at 500. */
export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 50;
/**
 * The largest page number (PostgreSQL's integer range). The offset it makes, times the largest page size,
 * stays a safe JavaScript integer and a valid bigint offset, so no page number reaches SQL out of range.
 */
export const MAX_PAGE_NUMBER = 2_147_483_647;

export const SortDirection = Schema.Literals(["asc", "desc"]);
export type SortDirection = typeof SortDirection.Type;

/** One header filter of the grid: AG Grid's text filter model, of which the spec uses only "contains". */
export interface TextFilter {
  readonly filterType?: string;
  readonly type?: string;
  readonly filter?: string;
}

/** A list request after decoding: 1-based page, allow-listed sort field, trimmed search, header filters. */
export interface PageRequest<SortField extends string, FilterField extends string = SortField> {
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly sortField: SortField;
  readonly sortDirection: SortDirection;
  readonly search: string | undefined;
  readonly filters: Readonly<Partial<Record<FilterField, string>>>;
}

export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly pageNumber: number;
  readonly pageSize: number;
}

/** The raw query every list call accepts (page, page size, sort, search and the grid's filterModel). */
export const PageQuery = Schema.Struct({
  pageNumber: Schema.optional(Schema.String),
  pageSize: Schema.optional(Schema.String),
  sortField: Schema.optional(Schema.String),
  sortDirection: Schema.optional(Schema.String),
  search: Schema.optional(Schema.String),
  filterModel: Schema.optional(Schema.String),
});
export type PageQuery = typeof PageQuery.Type;

export type PageQueryProblem = { readonly field: string; readonly message: string };

const positiveInt = (raw: string | undefined, fallback: number): number | undefined => {
  if (raw === undefined || raw.trim() === "") return fallback;
  return /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : undefined;
};

/**
 * Turns the raw query into a PageRequest. Sort and filter fields outside the allow-list are refused rather
 * than ignored, so a typo in a client shows up at once and no column name ever reaches SQL from the request.
 */
export const toPageRequest = <SortField extends string, FilterField extends string = SortField>(
  query: PageQuery,
  allowed: {
    readonly sortFields: readonly SortField[];
    readonly defaultSort: SortField;
    readonly defaultDirection?: SortDirection;
    readonly filterFields?: readonly FilterField[];
  },
): { ok: true; value: PageRequest<SortField, FilterField> } | { ok: false; problems: PageQueryProblem[] } => {
  const problems: PageQueryProblem[] = [];
  const pageNumber = positiveInt(query.pageNumber, 1);
  if (pageNumber === undefined || pageNumber < 1 || pageNumber > MAX_PAGE_NUMBER)
    problems.push({
      field: "pageNumber",
      message: `pageNumber must be a whole number from 1 to ${MAX_PAGE_NUMBER}`,
    });
  const pageSize = positiveInt(query.pageSize, DEFAULT_PAGE_SIZE);
  if (pageSize === undefined || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    problems.push({
      field: "pageSize",
      message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
    });
  const sortField = query.sortField?.trim() || allowed.defaultSort;
  if (!(allowed.sortFields as readonly string[]).includes(sortField))
    problems.push({
      field: "sortField",
      message: `sortField must be one of ${allowed.sortFields.join(", ")}`,
    });
  const direction = (query.sortDirection?.trim().toLowerCase() ||
    allowed.defaultDirection ||
    "asc") as string;
  if (direction !== "asc" && direction !== "desc")
    problems.push({ field: "sortDirection", message: "sortDirection must be asc or desc" });
  const filters: Partial<Record<FilterField, string>> = {};
  if (query.filterModel !== undefined && query.filterModel.trim() !== "") {
    let model: unknown;
    try {
      model = JSON.parse(query.filterModel);
    } catch {
      problems.push({ field: "filterModel", message: "filterModel must be JSON" });
    }
    if (model !== undefined) {
      if (typeof model !== "object" || model === null || Array.isArray(model)) {
        problems.push({ field: "filterModel", message: "filterModel must be an object of column filters" });
      } else {
        for (const [column, filter] of Object.entries(model as Record<string, TextFilter>)) {
          if (!(allowed.filterFields ?? []).includes(column as FilterField)) {
            problems.push({ field: "filterModel", message: `cannot filter on ${column}` });
            continue;
          }
          const text = typeof filter?.filter === "string" ? filter.filter.trim() : "";
          // PostgreSQL text cannot hold U+0000 (the rest of the query is checked at the edge, this is inside JSON).
          if (text.includes("\u0000")) {
            problems.push({
              field: "filterModel",
              message: `filterModel must not contain the NUL character (U+0000), found in the ${column} filter`,
            });
            continue;
          }
          if (text !== "") filters[column as FilterField] = text;
        }
      }
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  const search = query.search?.trim();
  return {
    ok: true,
    value: {
      pageNumber: pageNumber as number,
      pageSize: pageSize as number,
      sortField: sortField as SortField,
      sortDirection: direction as SortDirection,
      search: search === "" ? undefined : search,
      filters,
    },
  };
};
