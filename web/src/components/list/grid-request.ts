import type { PageQuery } from "../../api/paging.ts";

/** What AG Grid's infinite model asks for, reduced to the parts the server understands. */
export interface BlockRequest {
  readonly startRow: number;
  readonly endRow: number;
  readonly sortModel: ReadonlyArray<{ colId: string; sort: "asc" | "desc" | null | undefined }>;
  readonly filterModel: Readonly<Record<string, unknown>> | null;
}

/**
 * One grid block becomes one server page (1-based pages): blocks are aligned to the
 * block size, so block n is page n+1 of that size. Header filters travel as the grid's JSON filter model.
 */
export const toPageQuery = (
  request: BlockRequest,
  blockSize: number,
  extra: Readonly<Record<string, string | undefined>> = {},
): PageQuery => {
  const sort = request.sortModel.find((entry) => entry.sort === "asc" || entry.sort === "desc");
  const filters = request.filterModel !== null && Object.keys(request.filterModel).length > 0;
  return {
    pageNumber: Math.floor(request.startRow / blockSize) + 1,
    pageSize: blockSize,
    ...(sort === undefined ? {} : { sortField: sort.colId, sortDirection: sort.sort as "asc" | "desc" }),
    ...(filters ? { filterModel: JSON.stringify(request.filterModel) } : {}),
    ...extra,
  };
};

/**
 * The row count AG Grid sizes its scroll range by. The server counts the whole list with every page, so the
 * grid knows it from the first block and a user can drag the scrollbar straight to row 10,000 (without it the
 * range grows one block per scroll). A short block means the data really ends there, whatever an older count
 * said.
 */
export const lastRowOf = (startRow: number, received: number, total: number, blockSize: number): number =>
  received < blockSize ? startRow + received : Math.max(total, startRow + received);
