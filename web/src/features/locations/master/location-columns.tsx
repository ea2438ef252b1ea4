import { Anchor, Text } from "@mantine/core";
import { IconEye, IconPencil } from "@tabler/icons-react";
import type { ColDef } from "ag-grid-community";
import type { TFunction } from "i18next";
import { Link } from "react-router-dom";
import type { MasterLocation } from "../../../api/generated/model/masterLocation.ts";
import { RowActions } from "../../../components/list/row-actions.tsx";

export const viewPath = (id: string): string => `/notisphere/locations/view/${id}`;
export const editPath = (id: string): string => `/notisphere/locations/edit/${id}`;

const STATUS_COLOR: Record<string, string> = { ACTIVE: "teal.9", CLOSED: "gray.8", MERGED: "orange.9" };

export const LocationStatus = ({ status, t }: { status: string; t: TFunction }) => (
  <Text component="span" size="sm" fw={600} c={STATUS_COLOR[status] ?? "gray.8"}>
    {t(`locationMaster.statuses.${status}`)}
  </Text>
);

/** Grid columns of the location master; the name opens the view, the actions view or edit it. */
export const locationColumns = (t: TFunction, navigate: (path: string) => void): ColDef<MasterLocation>[] => [
  { field: "notisphereId", colId: "notisphere_id", headerName: t("locationMaster.notisphereId"), width: 140 },
  {
    field: "name",
    headerName: t("locationMaster.name"),
    flex: 1.4,
    minWidth: 220,
    cellRenderer: ({ data }: { data?: MasterLocation }) =>
      data ? (
        <Anchor component={Link} to={viewPath(data.id)} size="sm">
          {data.name}
        </Anchor>
      ) : null,
  },
  {
    field: "knownProviderName",
    colId: "provider",
    headerName: t("locationMaster.knownProvider"),
    flex: 1,
    minWidth: 180,
  },
  { field: "idn", headerName: t("locationMaster.idn"), width: 150, hide: true },
  { field: "siteName", colId: "site", headerName: t("locationMaster.site"), width: 170, sortable: false },
  { field: "address1", headerName: t("locationMaster.address1"), flex: 1, minWidth: 180 },
  { field: "city", headerName: t("locationMaster.city"), width: 140 },
  { field: "state", headerName: t("locationMaster.state"), width: 90 },
  { field: "zip", headerName: t("locationMaster.zip"), width: 110 },
  { field: "phone", headerName: t("locationMaster.phone"), width: 140, sortable: false, hide: true },
  { field: "hin", headerName: t("locationMaster.hin"), width: 120, sortable: false, hide: true },
  { field: "gln", headerName: t("locationMaster.gln"), width: 150, sortable: false, hide: true },
  {
    field: "type",
    headerName: t("locationMaster.type"),
    width: 120,
    valueFormatter: ({ value }) => (value ? t(`locationMaster.types.${value as string}`) : ""),
  },
  {
    field: "status",
    headerName: t("locationMaster.status"),
    width: 120,
    cellRenderer: ({ data }: { data?: MasterLocation }) =>
      data ? <LocationStatus status={data.status} t={t} /> : null,
  },
  {
    colId: "actions",
    headerName: t("list.actions"),
    width: 110,
    pinned: "right",
    sortable: false,
    filter: false,
    lockVisible: true,
    cellRenderer: ({ data }: { data?: MasterLocation }) =>
      data ? (
        <RowActions
          actions={[
            {
              key: "view",
              label: `${t("locationMaster.view")} ${data.name}`,
              icon: <IconEye size={16} />,
              onClick: () => navigate(viewPath(data.id)),
            },
            data.status !== "MERGED" && {
              key: "edit",
              label: `${t("locationMaster.edit")} ${data.name}`,
              icon: <IconPencil size={16} />,
              onClick: () => navigate(editPath(data.id)),
            },
          ]}
        />
      ) : null,
  },
];
