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
