import { Anchor, Text } from "@mantine/core";
import { IconAddressBook, IconCircleCheck, IconCircleOff, IconKey, IconPencil } from "@tabler/icons-react";
import type { ColDef } from "ag-grid-community";
import type { TFunction } from "i18next";
import { Link } from "react-router-dom";
import type { Provider } from "../../../api/generated/model/provider.ts";
import { RowActions } from "../../../components/list/row-actions.tsx";

export interface ProviderRowHandlers {
  readonly edit: (provider: Provider) => void;
  readonly toggle: (provider: Provider) => void;
  readonly open: (provider: Provider) => void;
  readonly sso: (provider: Provider) => void;
}

export const contactInfoPath = (id: string): string => `/notisphere/providers/contact-info/${id}`;

const STATUS_COLOR: Record<string, string> = { ACTIVE: "teal.9", PENDING: "orange.9", DEACTIVATED: "gray.8" };

const count = (field: keyof Provider, headerName: string): ColDef<Provider> => ({
  field,
  headerName,
  width: 130,
  filter: false,
  type: "numericColumn",
});

/** Grid columns of the providers screen (the spec's organisation columns); actions are the server's allowedActions. */
export const providerColumns = (t: TFunction, handlers: ProviderRowHandlers): ColDef<Provider>[] => [
  {
    field: "name",
    headerName: t("providers.name"),
    flex: 1.4,
    minWidth: 200,
    cellRenderer: ({ data }: { data?: Provider }) =>
      data ? (
        <Anchor component={Link} to={contactInfoPath(data.id)} size="sm">
          {data.name}
        </Anchor>
      ) : null,
  },
  { field: "idn", headerName: t("providers.idn"), flex: 1, minWidth: 140 },
  { field: "add1", headerName: t("providers.add1"), flex: 1.2, minWidth: 170 },
  { field: "add2", headerName: t("providers.add2"), flex: 0.8, minWidth: 120, hide: true },
  { field: "city", headerName: t("providers.city"), width: 140 },
  { field: "state", headerName: t("providers.state"), width: 100 },
  { field: "zip", headerName: t("providers.zip"), width: 120 },
  { field: "notisphere_id", headerName: t("providers.notisphereId"), width: 150 },
  count("sites", t("providers.sites")),
  count("number_of_hospitals", t("providers.hospitals")),
  count("number_of_non_acute_sites", t("providers.nonAcuteSites")),
  {
    field: "status",
    headerName: t("providers.status"),
    width: 130,
    cellRenderer: ({ data }: { data?: Provider }) =>
      data ? (
        <Text component="span" size="sm" fw={600} c={STATUS_COLOR[data.status] ?? "gray.8"}>
          {t(`status.account.${data.status}`)}
        </Text>
      ) : null,
  },
  {
    colId: "actions",
    headerName: t("list.actions"),
    width: 130,
    // Twelve columns do not fit: the actions stay in view however far the grid scrolls.
    pinned: "right",
    sortable: false,
    filter: false,
    lockVisible: true,
    cellRenderer: ({ data }: { data?: Provider }) =>
      data ? (
        <RowActions
          actions={[
            data.allowedActions.includes("edit") && {
              key: "edit",
              label: `${t("providers.edit")} ${data.name}`,
              icon: <IconPencil size={16} />,
              onClick: () => handlers.edit(data),
            },
            data.allowedActions.includes("edit") && {
              key: "sso",
              label: `${t("sso.rowAction")} ${data.name}`,
              icon: <IconKey size={16} />,
              onClick: () => handlers.sso(data),
            },
            data.allowedActions.includes("contactInfo") && {
              key: "contactInfo",
              label: `${t("providers.contactInfo")} ${data.name}`,
              icon: <IconAddressBook size={16} />,
              onClick: () => handlers.open(data),
            },
            (data.allowedActions.includes("activate") || data.allowedActions.includes("deactivate")) && {
              key: "toggle",
              label: `${t(data.status === "DEACTIVATED" ? "providers.activate" : "providers.deactivate")} ${data.name}`,
              icon:
                data.status === "DEACTIVATED" ? <IconCircleCheck size={16} /> : <IconCircleOff size={16} />,
              onClick: () => handlers.toggle(data),
              danger: data.status !== "DEACTIVATED",
            },
          ]}
        />
      ) : null,
  },
];
