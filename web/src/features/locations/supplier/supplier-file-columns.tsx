import { Anchor, Text } from "@mantine/core";
import type { ColDef } from "ag-grid-community";
import type { TFunction } from "i18next";
import { formatDate, jobStatusLabel, STATUS_COLOR } from "../job-columns.tsx";
import type { SupplierLocationFile } from "./supplier-location-api.ts";

type Count = keyof SupplierLocationFile["counts"];

const countColumn = (t: TFunction, count: Count, hide = false): ColDef<SupplierLocationFile> => ({
  colId: count,
  headerName: t(`supplierLocations.mapping.${count}`),
  valueGetter: ({ data }) => data?.counts[count],
  hide,
  width: 112,
  wrapHeaderText: true,
  autoHeaderHeight: true,
  sortable: false,
  filter: false,
  type: "numericColumn",
});

/** The supplier's jobs: file (opens its detail), status, counts per mapping, who uploaded it and when. */
export const supplierFileColumns = (
  t: TFunction,
  open: (file: SupplierLocationFile) => void,
): ColDef<SupplierLocationFile>[] => [
  {
    field: "fileName",
    headerName: t("supplierLocations.files.fileName"),
    flex: 1.4,
    minWidth: 180,
    filter: false,
    cellRenderer: ({ data }: { data?: SupplierLocationFile }) =>
      data ? (
        <Anchor component="button" type="button" size="sm" onClick={() => open(data)}>
          {data.fileName}
        </Anchor>
      ) : null,
  },
  {
    field: "status",
    headerName: t("supplierLocations.files.status"),
    width: 120,
    filter: false,
    cellRenderer: ({ data }: { data?: SupplierLocationFile }) =>
      data ? (
        <Text component="span" size="sm" fw={600} c={STATUS_COLOR[data.status] ?? "gray.8"}>
          {jobStatusLabel(t, data.status)}
        </Text>
      ) : null,
  },
  {
    field: "totalRows",
    headerName: t("supplierLocations.files.rows"),
    width: 90,
    sortable: false,
    filter: false,
    type: "numericColumn",
  },
  countColumn(t, "matched"),
  countColumn(t, "review"),
  countColumn(t, "unmatched"),
  countColumn(t, "confirmed", true),
  countColumn(t, "rejected", true),
  {
    field: "createdByName",
    headerName: t("supplierLocations.files.createdBy"),
    width: 150,
    sortable: false,
    filter: false,
  },
  {
    field: "createdAt",
    headerName: t("supplierLocations.files.createdAt"),
    width: 160,
    filter: false,
    valueFormatter: ({ value }: { value?: string }) => formatDate(value),
  },
  {
    field: "finishedAt",
    headerName: t("supplierLocations.files.finishedAt"),
    hide: true,
    width: 160,
    filter: false,
    valueFormatter: ({ value }: { value?: string }) => formatDate(value),
  },
];
