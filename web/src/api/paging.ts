/** The shared paging query and answer of every server-side list (spec doc 1 §3 paging query). */
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

/** Empty values are left out so the server sees only the filters in use; search text is trimmed (§5). */
export const toSearchParams = (query: PageQuery): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const text = typeof value === "string" ? value.trim() : String(value);
    if (text !== "") params.set(key, text);
  }
  return params.toString();
};
