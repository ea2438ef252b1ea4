import { useEffect, useState } from "react";
import { Text } from "@mantine/core";
import { SimpleTable } from "../src/components/table/simple-table.tsx";
import { useTablePaging, type TableSort } from "../src/components/table/use-table-paging.ts";

interface Row {
  readonly id: string;
  readonly name: string;
  readonly size: number;
}

/** A stand-in for the server: numbered rows, sorted and sliced as the API would, after a short delay. */
const serve = (total: number, page: number, pageSize: number, sort: TableSort | null): Row[] => {
  const rows = Array.from({ length: total }, (_, i) => ({
    id: String(i + 1),
    name: `Row ${String(i + 1).padStart(4, "0")}`,
    size: ((i * 37) % 100) + 1,
  }));
  if (sort !== null) {
    const sign = sort.direction === "asc" ? 1 : -1;
    rows.sort((a, b) =>
      sort.field === "size"
        ? (a.size - b.size) * sign || a.name.localeCompare(b.name)
        : a.name.localeCompare(b.name) * sign,
    );
  }
  return rows.slice((page - 1) * pageSize, page * pageSize);
};

export const TableHarness = ({ total, full = false }: { total: number; full?: boolean }) => {
  const paging = useTablePaging();
  const { page, pageSize, sort } = paging;
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  const [requests, setRequests] = useState<string[]>([]);

  useEffect(() => {
    setLoading(true);
    setRequests((old) => [
      ...old,
      `page=${page} size=${pageSize} sort=${sort?.field ?? "-"}:${sort?.direction ?? "-"}`,
    ]);
    const timer = window.setTimeout(() => {
      setRows(serve(total, page, pageSize, sort));
      setLoading(false);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [total, page, pageSize, sort]);

  return (
    <>
      <SimpleTable<Row>
        label="Rows"
        columns={[
          { key: "id", header: "Id", width: 80 },
          { key: "name", header: "Name", sortable: true },
          { key: "size", header: "Size", sortable: true },
        ]}
        rows={rows}
        total={total}
        loading={loading}
        rowKey={(row) => row.id}
        full={full}
        {...paging.tableProps}
      />
      <Text size="sm" mt="md" data-testid="last-request">
        {requests[requests.length - 1]}
      </Text>
    </>
  );
};
