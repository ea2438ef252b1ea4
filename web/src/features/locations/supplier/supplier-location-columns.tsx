import { Text } from "@mantine/core";
import type { ColDef } from "ag-grid-community";
import type { TFunction } from "i18next";
import { formatDate } from "../job-columns.tsx";
import type { SupplierLocation } from "./supplier-location-api.ts";

/** Colours of the row status word with enough contrast on white (axe: color-contrast). */
export const SUPPLIER_STATUS_COLOR: Readonly<Record<SupplierLocation["status"], string>> = {
  unverified: "gray.8",
  covered: "teal.9",
  notcovered: "grape.9",
  invalid: "red.9",
  emailed: "blue.9",
  review: "indigo.9",
  unmatched: "gray.7",
  rejected: "red.9",
};

const plain = { sortable: false, filter: false } as const;

/**
 * The supplier's rows: its own fields, where the row maps (mapping, Notisphere id, known location, provider)
 * and the provider's verification. Column ids that the server can sort by are its sort fields.
 */
export const supplierLocationColumns = (t: TFunction): ColDef<SupplierLocation>[] => [
  { field: "locationId", headerName: t("supplierLocations.locations.locationId"), width: 130, filter: false },
  {
    field: "name",
    headerName: t("supplierLocations.locations.name"),
    flex: 1.3,
    minWidth: 180,
    filter: false,
  },
  {
    colId: "address",
    headerName: t("supplierLocations.locations.address"),
    valueGetter: ({ data }) => (data ? [data.address1, data.address2].filter(Boolean).join(", ") : ""),
    flex: 1,
    minWidth: 160,
    ...plain,
  },
  { field: "city", headerName: t("supplierLocations.locations.city"), width: 130, filter: false },
  { field: "state", headerName: t("supplierLocations.locations.state"), width: 80, filter: false },
  { field: "zip", headerName: t("supplierLocations.locations.zip"), width: 100, ...plain },
  {
    colId: "status",
    headerName: t("supplierLocations.status.label"),
    width: 130,
    ...plain,
    cellRenderer: ({ data }: { data?: SupplierLocation }) =>
      data ? (
        <Text component="span" size="sm" fw={600} c={SUPPLIER_STATUS_COLOR[data.status]}>
          {t(`supplierLocations.status.${data.status}`)}
        </Text>
      ) : null,
  },
  {
    colId: "decision",
    headerName: t("supplierLocations.mapping.label"),
    width: 120,
    filter: false,
    valueGetter: ({ data }) => (data ? t(`supplierLocations.mapping.${data.mapping}`) : ""),
  },
  {
    colId: "verificationStatus",
    headerName: t("supplierLocations.verification.label"),
    width: 130,
    filter: false,
    valueGetter: ({ data }) => (data ? t(`supplierLocations.verification.${data.verification}`) : ""),
  },
  {
    colId: "notisphereId",
    headerName: t("supplierLocations.locations.notisphereId"),
    width: 130,
    ...plain,
    valueGetter: ({ data }) => data?.knownLocation?.notisphereId ?? "",
  },
  {
    colId: "knownLocation",
    headerName: t("supplierLocations.locations.knownLocation"),
    flex: 1,
    minWidth: 160,
    ...plain,
    valueGetter: ({ data }) => data?.knownLocation?.name ?? "",
  },
  {
    colId: "provider",
    headerName: t("supplierLocations.locations.provider"),
    flex: 1,
    minWidth: 160,
    ...plain,
    valueGetter: ({ data }) => data?.provider?.name ?? "",
  },
  {
    field: "updatedAt",
    headerName: t("supplierLocations.locations.updatedAt"),
    width: 150,
    hide: true,
    filter: false,
    valueFormatter: ({ value }: { value?: string }) => formatDate(value),
  },
];
