import { Badge } from "@mantine/core";
import { IconCopy, IconEye, IconPencil, IconTrash } from "@tabler/icons-react";
import type { ColDef } from "ag-grid-community";
import type { TFunction } from "i18next";
import dayjs from "dayjs";
import type { Role } from "../../../api/generated/model/role.ts";
import { RowActions } from "../../../components/list/row-actions.tsx";

export interface RoleRowHandlers {
  readonly open: (role: Role) => void;
  readonly copy: (role: Role) => void;
  readonly remove: (role: Role) => void;
}

/** Grid columns of the role screens; the actions offered are the server's allowedActions. */
export const roleColumns = (t: TFunction, handlers: RoleRowHandlers): ColDef<Role>[] => [
  { field: "name", headerName: t("roles.name"), flex: 1.4, minWidth: 180 },
  {
    field: "builtIn",
    headerName: t("roles.builtIn"),
    width: 120,
    sortable: false,
    filter: false,
    cellRenderer: ({ data }: { data?: Role }) =>
      data ? (
        <Badge
          variant={data.builtIn ? "filled" : "outline"}
          color={data.builtIn ? "blue.8" : "dark.6"}
          size="sm"
        >
          {data.builtIn ? t("roles.builtInMark") : t("roles.custom")}
        </Badge>
      ) : null,
  },
  { field: "permissionCount", headerName: t("roles.permissionCount"), width: 130, filter: false },
  { field: "memberCount", headerName: t("roles.memberCount"), width: 120, filter: false },
  {
    field: "createdAt",
    headerName: t("roles.createdAt"),
    width: 150,
    filter: false,
    valueFormatter: ({ value }: { value?: string }) => (value ? dayjs(value).format("MM/DD/YYYY") : ""),
  },
  {
    colId: "actions",
    headerName: t("list.actions"),
    width: 140,
    sortable: false,
    filter: false,
    lockVisible: true,
    cellRenderer: ({ data }: { data?: Role }) =>
      data ? (
        <RowActions
          actions={[
            data.allowedActions.includes("view") && {
              key: "view",
              label: `${t("roles.view")} ${data.name}`,
              icon: <IconEye size={16} />,
              onClick: () => handlers.open(data),
            },
            data.allowedActions.includes("edit") && {
              key: "edit",
              label: `${t("roles.edit")} ${data.name}`,
              icon: <IconPencil size={16} />,
              onClick: () => handlers.open(data),
            },
            data.allowedActions.includes("copy") && {
              key: "copy",
              label: `${t("roles.copy")} ${data.name}`,
              icon: <IconCopy size={16} />,
              onClick: () => handlers.copy(data),
            },
            data.allowedActions.includes("delete") && {
              key: "delete",
              label: `${t("roles.delete")} ${data.name}`,
              icon: <IconTrash size={16} />,
              onClick: () => handlers.remove(data),
              danger: true,
            },
          ]}
        />
      ) : null,
  },
];
