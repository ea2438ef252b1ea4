import { useState } from "react";
import { DEFAULT_PAGE_SIZE } from "./paginate.ts";

export interface TableSort {
  readonly field: string;
  readonly direction: "asc" | "desc";
}

/**
 * Page, page size and sort of one server-driven simple table. A new page size or sort starts again at page 1,
 * because the old page number points at different rows afterwards. Spread `tableProps` into SimpleTable and
 * send page, pageSize and sort with the list request.
 */
export const useTablePaging = (initial: { pageSize?: number; sort?: TableSort | null } = {}) => {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initial.pageSize ?? DEFAULT_PAGE_SIZE);
  const [sort, setSortState] = useState<TableSort | null>(initial.sort ?? null);
  const setPageSize = (next: number): void => {
    setPageSizeState(next);
    setPage(1);
  };
  const setSort = (next: TableSort | null): void => {
    setSortState(next);
    setPage(1);
  };
  return {
    page,
    pageSize,
    sort,
    setPage,
    setPageSize,
    setSort,
    tableProps: {
      page,
      pageSize,
      sort,
      onPageChange: setPage,
      onPageSizeChange: setPageSize,
      onSortChange: setSort,
    },
  };
};
