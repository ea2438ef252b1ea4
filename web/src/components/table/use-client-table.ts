import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { sortRows } from "./client-sort.ts";
import { useTablePaging, type TableSort } from "./use-table-paging.ts";

/**
 * Paging and sorting for a SimpleTable whose rows are all in the browser (a report, a file's errors):
 *
 *   const table = useClientTable(entries);
 *   <SimpleTable rows={table.rows} total={entries.length} {...table.tableProps} ... />
 *
 * Text sorts in the reader's language and ignores case (client-sort.ts).
 */
export const useClientTable = <Row>(
  all: readonly Row[],
  options: {
    pageSize?: number;
    sort?: TableSort | null;
    valueOf?: (row: Row, field: string) => unknown;
  } = {},
) => {
  const { i18n } = useTranslation();
  const paging = useTablePaging(options);
  const { valueOf } = options;
  const sorted = useMemo(
    () => sortRows(all, paging.sort, i18n.language, valueOf),
    [all, paging.sort, i18n.language, valueOf],
  );
  const start = (paging.page - 1) * paging.pageSize;
  return { ...paging, rows: sorted.slice(start, start + paging.pageSize), total: all.length };
};
