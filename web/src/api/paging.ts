/** The shared paging query and answer of every server-side list. */
export interface PageQuery {
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly sortField?: string;
  readonly sortDirection?: "asc" | "desc";
  readonly search?: string;
  readonly [extra: string]: string | number | undefined;
}

export interface PageResult<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly pageNumber: number;
  readonly pageSize: number;
}

/**
 * A grid's query as the generated list calls take it: blank values stay out of the query string (the server
 * reads "" as a filter) and every value travels as text.
 */
export const pageParams = (
  query: Readonly<Record<string, string | number | undefined>>,
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && String(value).trim() !== "")
      .map(([key, value]) => [key, String(value).trim()]),
  );
