import { Text } from "@mantine/core";
import {
  IconArchive,
  IconCircleCheck,
  IconCircleOff,
  IconLink,
  IconLinkOff,
  IconPencil,
} from "@tabler/icons-react";
import type { ColDef } from "ag-grid-community";
import type { TFunction } from "i18next";
import dayjs from "dayjs";
import { AccountStatusAlt } from "#core/organisations/catalogues/account-statuses.ts";
import { labelKeyOf } from "#core/shared/catalogues/catalogue.ts";
import type { SupplierMasterEntry } from "../../api/generated/model/supplierMasterEntry.ts";
import { RowActions, type RowAction } from "../../components/list/row-actions.tsx";

export interface MasterRowHandlers {
  readonly edit: (entry: SupplierMasterEntry) => void;
  readonly link: (entry: SupplierMasterEntry) => void;
  readonly setStatus: (entry: SupplierMasterEntry, status: string) => void;
}

export const statusText = (t: TFunction, status: string): string =>
  t(labelKeyOf(AccountStatusAlt, status), { defaultValue: status });

const STATUS_COLOUR: Record<string, string> = {
  ACTIVE: "teal.9",
  LINKED: "blue.9",
  PENDING: "orange.9",
  INACTIVE: "gray.8",
  DELETED: "red.9",
};

const STATUS_ICON: Record<string, typeof IconCircleCheck> = {
  ACTIVE: IconCircleCheck,
  INACTIVE: IconCircleOff,
  DELETED: IconArchive,
};

/** The row's buttons: exactly the server's allowedActions (edit, link, set:<STATUS>). */
const actionsOf = (t: TFunction, entry: SupplierMasterEntry, handlers: MasterRowHandlers): RowAction[] =>
  entry.allowedActions.map((action): RowAction => {
    if (action === "edit")
      return {
        key: "edit",
        label: `${t("supplierMaster.edit")} ${entry.name}`,
        icon: <IconPencil size={16} />,
        onClick: () => handlers.edit(entry),
      };
    if (action === "link")
      return {
        key: "link",
        label: `${t("supplierMaster.link")}: ${entry.name}`,
        icon: <IconLink size={16} />,
        onClick: () => handlers.link(entry),
      };
    const status = action.replace(/^set:/, "");
    const unlinking = entry.status === "LINKED" && status === "ACTIVE";
    const Icon = unlinking ? IconLinkOff : (STATUS_ICON[status] ?? IconCircleCheck);
    return {
      key: action,
      label: unlinking
        ? `${t("supplierMaster.unlink")} ${entry.name}`
        : `${t("supplierMaster.setStatus", { status: statusText(t, status) })}: ${entry.name}`,
      icon: <Icon size={16} />,
      onClick: () => handlers.setStatus(entry, status),
      danger: status === "DELETED",
    };
  });

/** Grid columns of the supplier master screen. */
export const supplierMasterColumns = (
  t: TFunction,
  handlers: MasterRowHandlers,
): ColDef<SupplierMasterEntry>[] => [
  { field: "name", headerName: t("supplierMaster.name"), flex: 1.6, minWidth: 180 },
  { field: "city", headerName: t("supplierMaster.city"), flex: 0.8, minWidth: 110 },
  { field: "state", headerName: t("supplierMaster.state"), width: 90 },
  {
    field: "status",
    headerName: t("supplierMaster.status"),
    width: 130,
    filter: false,
    cellRenderer: ({ data }: { data?: SupplierMasterEntry }) =>
      data ? (
        <Text component="span" size="sm" fw={600} c={STATUS_COLOUR[data.status] ?? "gray.8"}>
          {statusText(t, data.status)}
        </Text>
      ) : null,
  },
  {
    field: "linkedOrganizationName",
    headerName: t("supplierMaster.linkedTo"),
    flex: 1,
    minWidth: 140,
    sortable: false,
  },
  { field: "source", headerName: t("supplierMaster.source"), flex: 0.9, minWidth: 120 },
  {
    field: "updatedAt",
    headerName: t("supplierMaster.updatedAt"),
    width: 150,
    filter: false,
    valueFormatter: ({ value }: { value?: string }) => (value ? dayjs(value).format("MM/DD/YYYY HH:mm") : ""),
  },
  {
    colId: "actions",
    headerName: t("list.actions"),
    // Up to five icons (a pending entry: edit, link, activate, deactivate, delete).
    width: 170,
    sortable: false,
    filter: false,
    lockVisible: true,
    cellRenderer: ({ data }: { data?: SupplierMasterEntry }) =>
      data ? <RowActions actions={actionsOf(t, data, handlers)} /> : null,
  },
];
