import { Badge } from "@mantine/core";
import { IconPencil, IconTrash, IconUsers } from "@tabler/icons-react";
import type { ColDef } from "ag-grid-community";
import type { TFunction } from "i18next";
import type { SiteListItem } from "../../api/generated/model/siteListItem.ts";
import { RowActions } from "../../components/list/row-actions.tsx";

export interface SiteRowHandlers {
  readonly edit: (site: SiteListItem) => void;
  readonly members: (site: SiteListItem) => void;
  readonly remove: (site: SiteListItem) => void;
}

/** Columns of /provider/sites; a site without a verified member is flagged, since the rule needs one. */
export const siteColumns = (t: TFunction, handlers: SiteRowHandlers): ColDef<SiteListItem>[] => [
  { field: "name", headerName: t("sites.name"), flex: 1.4, minWidth: 170 },
  {
    field: "kind",
    headerName: t("sites.kind"),
    width: 130,
    valueFormatter: ({ value }: { value?: string }) => (value ? t(`sites.kinds.${value}`) : ""),
  },
  { field: "address1", headerName: t("sites.address1"), flex: 1, minWidth: 140 },
  { field: "city", headerName: t("sites.city"), width: 130 },
  { field: "state", headerName: t("sites.state"), width: 85 },
  { field: "zip", headerName: t("sites.zip"), width: 105 },
  { field: "memberCount", headerName: t("sites.memberCount"), width: 105, filter: false },
  {
    field: "verifiedCount",
    headerName: t("sites.verifiedCount"),
    width: 140,
    filter: false,
    cellRenderer: ({ data }: { data?: SiteListItem }) =>
      data === undefined ? null : Number(data.verifiedCount) > 0 ? (
        String(data.verifiedCount)
      ) : (
        <Badge color="orange" variant="light">
          {t("sites.noVerified")}
        </Badge>
      ),
  },
  {
    colId: "actions",
    headerName: t("list.actions"),
    width: 110,
    sortable: false,
    filter: false,
    lockVisible: true,
    cellRenderer: ({ data }: { data?: SiteListItem }) =>
      data ? (
        <RowActions
          actions={[
            data.allowedActions.includes("edit") && {
              key: "edit",
              label: `${t("sites.edit")} ${data.name}`,
              icon: <IconPencil size={16} />,
              onClick: () => handlers.edit(data),
            },
            data.allowedActions.includes("members") && {
              key: "members",
              label: `${t("sites.members")} ${data.name}`,
              icon: <IconUsers size={16} />,
              onClick: () => handlers.members(data),
            },
            data.allowedActions.includes("delete") && {
              key: "delete",
              label: `${t("sites.delete")} ${data.name}`,
              icon: <IconTrash size={16} />,
              onClick: () => handlers.remove(data),
              danger: true,
            },
          ]}
        />
      ) : null,
  },
];
