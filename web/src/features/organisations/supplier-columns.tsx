import { Avatar, Text } from "@mantine/core";
import {
  IconBuildingFactory2,
  IconPencil,
  IconPlayerPlay,
  IconBan,
  IconTrash,
  IconKey,
} from "@tabler/icons-react";
import type { ColDef } from "ag-grid-community";
import type { TFunction } from "i18next";
import type { Supplier } from "../../api/generated/model/supplier.ts";
import { RowActions } from "../../components/list/row-actions.tsx";

export interface RowHandlers {
  readonly edit: (supplier: Supplier) => void;
  readonly remove: (supplier: Supplier) => void;
  readonly toggle: (supplier: Supplier) => void;
  readonly sso: (supplier: Supplier) => void;
}

const STATUS_KEY = {
  ACTIVE: "statusActive",
  DEACTIVATED: "statusDeactivated",
  PENDING: "statusPending",
} as const;
// Pending in a dark amber: Mantine's orange.9 falls short of 4.5:1 on the striped rows.
const STATUS_COLOUR = { ACTIVE: "teal.9", DEACTIVATED: "gray.8", PENDING: "#8a3a00" } as const;

export const statusLabel = (t: TFunction, status: Supplier["status"]): string =>
  t(`suppliers.${STATUS_KEY[status]}`);
export const typeLabel = (t: TFunction, type: Supplier["supplierType"]): string =>
  t(type === "DISTRIBUTOR" ? "suppliers.typeDistributor" : "suppliers.typeSupplier");

/**
 * Grid columns of the suppliers screen. Name and address columns have the grid's text filter (the server's
 * header filters); Type, SSO and Status are filtered by the selects above the grid (filters-meta), so their
 * header filter is off. The actions offered are the server's allowedActions.
 */
export const supplierColumns = (t: TFunction, handlers: RowHandlers): ColDef<Supplier>[] => [
  {
    colId: "logo",
    headerName: t("suppliers.logo"),
    width: 72,
    sortable: false,
    filter: false,
    cellRenderer: ({ data }: { data?: Supplier }) =>
      data ? (
        <Avatar src={data.logo} alt={t("suppliers.logoOf", { name: data.name })} size={24} radius="sm" mt={4}>
          <IconBuildingFactory2 size={14} aria-hidden />
        </Avatar>
      ) : null,
  },
  { field: "name", headerName: t("suppliers.name"), flex: 1.4, minWidth: 170 },
  {
    field: "supplierType",
    headerName: t("suppliers.type"),
    width: 110,
    filter: false,
    valueFormatter: ({ value }: { value?: Supplier["supplierType"] }) => (value ? typeLabel(t, value) : ""),
  },
  { field: "add1", headerName: t("suppliers.add1"), flex: 1, minWidth: 140 },
  // The second street line is rarely filled: hidden at first (Columns shows it), so Status fits at 1400 px.
  { field: "add2", headerName: t("suppliers.add2"), width: 110, sortable: false, hide: true },
  { field: "city", headerName: t("suppliers.city"), width: 130 },
  { field: "state", headerName: t("suppliers.state"), width: 90 },
  { field: "zip", headerName: t("suppliers.zip"), width: 112 },
  {
    field: "sso",
    headerName: t("suppliers.sso"),
    width: 70,
    filter: false,
    valueFormatter: ({ value }: { value?: boolean }) => (value ? t("suppliers.yes") : t("suppliers.no")),
  },
  {
    field: "status",
    headerName: t("suppliers.status"),
    width: 120,
    filter: false,
    cellRenderer: ({ data }: { data?: Supplier }) =>
      data ? (
        <Text component="span" size="sm" fw={600} c={STATUS_COLOUR[data.status]}>
          {statusLabel(t, data.status)}
        </Text>
      ) : null,
  },
  {
    colId: "actions",
    headerName: t("list.actions"),
    width: 120,
    // Kept in view on narrow screens: the row actions are what the operator came for.
    pinned: "right",
    sortable: false,
    filter: false,
    lockVisible: true,
    cellRenderer: ({ data }: { data?: Supplier }) =>
      data ? (
        <RowActions
          actions={[
            data.allowedActions.includes("edit") && {
              key: "edit",
              label: `${t("suppliers.edit")} ${data.name}`,
              icon: <IconPencil size={16} />,
              onClick: () => handlers.edit(data),
            },
            (data.allowedActions.includes("activate") || data.allowedActions.includes("deactivate")) && {
              key: "toggle",
              label: `${t(data.status === "ACTIVE" ? "action.deactivate" : "action.activate")} ${data.name}`,
              icon: data.status === "ACTIVE" ? <IconBan size={16} /> : <IconPlayerPlay size={16} />,
              onClick: () => handlers.toggle(data),
            },
            data.allowedActions.includes("edit") && {
              key: "sso",
              label: `${t("sso.rowAction")} ${data.name}`,
              icon: <IconKey size={16} />,
              onClick: () => handlers.sso(data),
            },
            data.allowedActions.includes("delete") && {
              key: "delete",
              label: `${t("suppliers.delete")} ${data.name}`,
              icon: <IconTrash size={16} />,
              onClick: () => handlers.remove(data),
              danger: true,
            },
          ]}
        />
      ) : null,
  },
];
