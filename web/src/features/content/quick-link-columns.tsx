import { Anchor, Text } from "@mantine/core";
import { RowActions } from "../../components/list/row-actions.tsx";
import { IconLink, IconLinkOff, IconPencil, IconTrash } from "@tabler/icons-react";
import type { ColDef } from "ag-grid-community";
import type { TFunction } from "i18next";
import dayjs from "dayjs";
import type { QuickLink } from "../../api/generated/model/quickLink.ts";

export interface RowHandlers {
  readonly edit: (link: QuickLink) => void;
  readonly remove: (link: QuickLink) => void;
  readonly toggle: (link: QuickLink) => void;
}

/** Links without a scheme open as http://. */
export const openableUrl = (url: string): string => (/^https?:\/\//i.test(url) ? url : `http://${url}`);

const statusLabel = (t: TFunction, status: string): string => t(`status.word.${status.toLowerCase()}`);

/** Grid columns of the quick-links screen; the actions offered are the server's allowedActions. */
export const quickLinkColumns = (t: TFunction, handlers: RowHandlers): ColDef<QuickLink>[] => [
  { field: "name", headerName: t("quickLinks.name"), flex: 1, minWidth: 160 },
  {
    field: "url",
    headerName: t("quickLinks.url"),
    flex: 1.4,
    minWidth: 170,
    cellRenderer: ({ data }: { data?: QuickLink }) =>
      data ? (
        <Anchor href={openableUrl(data.url)} target="_blank" rel="noopener noreferrer" size="sm">
          {data.url}
        </Anchor>
      ) : null,
  },
  { field: "description", headerName: t("quickLinks.description"), flex: 1.4, minWidth: 160 },
  {
    field: "status",
    headerName: t("quickLinks.status"),
    width: 130,
    cellRenderer: ({ data }: { data?: QuickLink }) =>
      data ? (
        <Text component="span" size="sm" fw={600} c={data.status === "ACTIVE" ? "teal.9" : "gray.8"}>
          {statusLabel(t, data.status)}
        </Text>
      ) : null,
  },
  {
    field: "updatedAt",
    headerName: t("quickLinks.updatedAt"),
    width: 170,
    filter: false,
    valueFormatter: ({ value }: { value?: string }) => (value ? dayjs(value).format("MM/DD/YYYY HH:mm") : ""),
  },
  {
    colId: "actions",
    headerName: t("list.actions"),
    width: 130,
    sortable: false,
    filter: false,
    lockVisible: true,
    cellRenderer: ({ data }: { data?: QuickLink }) =>
      data ? (
        <RowActions
          actions={[
            data.allowedActions.includes("edit") && {
              key: "edit",
              label: `${t("quickLinks.edit")} ${data.name}`,
              icon: <IconPencil size={16} />,
              onClick: () => handlers.edit(data),
            },
            (data.allowedActions.includes("activate") || data.allowedActions.includes("deactivate")) && {
              key: "toggle",
              label: `${t(data.status === "ACTIVE" ? "action.deactivate" : "action.activate")} ${data.name}`,
              // A link crossed out (deactivate) or whole (activate): unlike a pause sign, it cannot be read as
              // the grid's Columns button.
              icon: data.status === "ACTIVE" ? <IconLinkOff size={16} /> : <IconLink size={16} />,
              onClick: () => handlers.toggle(data),
            },
            data.allowedActions.includes("delete") && {
              key: "delete",
              label: `${t("quickLinks.delete")} ${data.name}`,
              icon: <IconTrash size={16} />,
              onClick: () => handlers.remove(data),
              danger: true,
            },
          ]}
        />
      ) : null,
  },
];
