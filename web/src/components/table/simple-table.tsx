/**
 * Server-driven simple table: header with optional per-column sort, "Loading...", "No record found" and
 * failed (message and Retry) states, footer "Total N records", page size 10–50 (default 50) and the Paginator.
 *
 *   const paging = useTablePaging();                       // page, pageSize, sort; resets to page 1 on change
 *   const { data, isFetching } = useListThings({ pageNumber: paging.page, pageSize: paging.pageSize, ... });
 *   <SimpleTable
 *     label={t("...")}                                     // accessible name of the table
 *     columns={[{ key: "name", header: t("..."), sortable: true }, { key: "status", header: t("..."),
 *               render: (row) => <StatusBadge ... /> }]}
 *     rows={data?.d.items ?? []} total={data?.d.total ?? 0} loading={isFetching}
 *     error={error} onRetry={() => void refetch()}
 *     rowKey={(row) => row.id} {...paging.tableProps} />
 *
 * The table shows what it is given; fetching, sorting and slicing happen on the server. A table whose rows are
 * all in the browser sorts and slices them with useClientTable (language-aware, case-insensitive order).
 */
import { Group, NativeSelect, Table, Text, UnstyledButton } from "@mantine/core";
import { LoadError } from "../load-error.tsx";
import { IconArrowDown, IconArrowUp, IconArrowsSort } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PAGE_SIZES } from "./paginate.ts";
import { Paginator } from "./paginator.tsx";
import type { TableSort } from "./use-table-paging.ts";

export interface SimpleColumn<Row> {
  /** Sort field sent to the server, and the row property shown when there is no render. */
  readonly key: string;
  readonly header: string;
  readonly render?: (row: Row) => ReactNode;
  readonly sortable?: boolean;
  readonly width?: number | string;
}

export interface SimpleTableProps<Row> {
  readonly label: string;
  readonly columns: ReadonlyArray<SimpleColumn<Row>>;
  readonly rows: readonly Row[];
  readonly total: number;
  readonly rowKey: (row: Row) => string;
  readonly loading?: boolean;
  /** The list call's error: the table then shows what went wrong and a Retry instead of its rows. */
  readonly error?: unknown;
  readonly onRetry?: () => void;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly onPageChange: (page: number) => void;
  /** Without it the page-size dropdown is not shown. */
  readonly onPageSizeChange?: (pageSize: number) => void;
  readonly sort?: TableSort | null;
  readonly onSortChange?: (sort: TableSort | null) => void;
  /** Paginator with edge pages and ellipses. */
  readonly full?: boolean;
  readonly testId?: string;
}

/** Ascending, descending, then unsorted again. */
const nextSort = (current: TableSort | null | undefined, field: string): TableSort | null => {
  if (current?.field !== field) return { field, direction: "asc" };
  return current.direction === "asc" ? { field, direction: "desc" } : null;
};

const cellOf = <Row,>(row: Row, column: SimpleColumn<Row>): ReactNode => {
  if (column.render !== undefined) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value == null ? "" : String(value);
};

export const SimpleTable = <Row,>(props: SimpleTableProps<Row>) => {
  const { t } = useTranslation();
  const { columns, rows, sort, onSortChange, loading = false } = props;

  const header = (column: SimpleColumn<Row>) => {
    const active = sort?.field === column.key ? sort.direction : undefined;
    if (column.sortable !== true || onSortChange === undefined) return column.header;
    const Icon = active === "asc" ? IconArrowUp : active === "desc" ? IconArrowDown : IconArrowsSort;
    return (
      <UnstyledButton
        onClick={() => onSortChange(nextSort(sort, column.key))}
        aria-label={t("table.sortBy", { column: column.header })}
        fw={700}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap">
          {column.header}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    );
  };

  const failed = props.error !== null && props.error !== undefined && props.onRetry !== undefined;
  const status = failed ? (
    <LoadError error={props.error} onRetry={props.onRetry ?? (() => undefined)} testId="table-error" />
  ) : loading && rows.length === 0 ? (
    t("list.loading")
  ) : rows.length === 0 ? (
    t("list.noRecord")
  ) : null;

  return (
    <div data-testid={props.testId ?? "simple-table"}>
      <Table.ScrollContainer minWidth={500}>
        <Table striped highlightOnHover aria-label={props.label} aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  w={column.width}
                  aria-sort={
                    sort?.field === column.key
                      ? sort.direction === "asc"
                        ? "ascending"
                        : "descending"
                      : undefined
                  }
                >
                  {header(column)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {status !== null ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length} ta={failed ? "left" : "center"} data-testid="table-status">
                  {status}
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={props.rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{cellOf(row, column)}</Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="sm" wrap="wrap">
        <Group gap="md">
          {failed || (loading && rows.length === 0) ? null : (
            <Text size="sm" data-testid="table-total">
              {t("list.totalRecords", { count: props.total })}
            </Text>
          )}
          {props.onPageSizeChange !== undefined ? (
            <NativeSelect
              size="xs"
              aria-label={t("list.pageSize")}
              data={PAGE_SIZES.map(String)}
              value={String(props.pageSize)}
              onChange={(event) => props.onPageSizeChange?.(Number(event.currentTarget.value))}
              data-testid="page-size"
            />
          ) : null}
        </Group>
        <Paginator
          page={props.page}
          pageSize={props.pageSize}
          total={props.total}
          onPageChange={props.onPageChange}
          full={props.full ?? false}
        />
      </Group>
    </div>
  );
};
