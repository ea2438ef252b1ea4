import { Badge, Text } from "@mantine/core";
import { IconLockOpen, IconMailForward, IconPencil, IconUserCheck, IconUserOff } from "@tabler/icons-react";
import type { ColDef } from "ag-grid-community";
import type { TFunction } from "i18next";
import dayjs from "dayjs";
import type { OrganisationUser } from "../../../api/generated/model/organisationUser.ts";
import { RowActions } from "../../../components/list/row-actions.tsx";
import type { UserSide } from "./users-api.ts";

export type UserRowAction = "edit" | "deactivate" | "reactivate" | "unlock" | "resendInvitation";
export type UserRowHandler = (action: UserRowAction, user: OrganisationUser) => void;

const STATUS_COLOR: Record<string, string> = {
  VERIFIED: "teal",
  VERIFICATION: "blue",
  NONVERIFIED: "yellow",
  DEACTIVATED: "gray",
  LOCKED: "red",
  PENDING: "orange",
  SSO: "grape",
};

export const fullName = (user: Pick<OrganisationUser, "firstName" | "lastName">): string =>
  `${user.firstName} ${user.lastName}`.trim();

const when = (value: string | null | undefined): string =>
  value ? dayjs(value).format("MM/DD/YYYY HH:mm") : "";

const ACTION_ICONS: Record<UserRowAction, React.ReactNode> = {
  edit: <IconPencil size={16} />,
  resendInvitation: <IconMailForward size={16} />,
  unlock: <IconLockOpen size={16} />,
  reactivate: <IconUserCheck size={16} />,
  deactivate: <IconUserOff size={16} />,
};

/**
 * Grid columns of the users screens. Everyone sees name, e-mail, role, status, last sign-in and created;
 * the operator's list adds the organisation and its type, the provider's the sites. Row actions are the
 * server's allowedActions.
 */
export const userColumns = (
  t: TFunction,
  side: UserSide,
  onAction: UserRowHandler,
  siteCount: (user: OrganisationUser) => string,
): ColDef<OrganisationUser>[] => [
  {
    colId: "name",
    field: "firstName",
    headerName: t("users.name"),
    flex: 1.2,
    minWidth: 170,
    valueGetter: ({ data }) => (data ? fullName(data) : ""),
  },
  { colId: "email", field: "email", headerName: t("users.email"), flex: 1.4, minWidth: 200 },
  ...(side === "notisphere"
    ? ([
        {
          colId: "organisationName",
          field: "organizationName",
          headerName: t("users.organisation"),
          flex: 1.2,
          minWidth: 170,
        },
        {
          colId: "organisationType",
          field: "organizationType",
          headerName: t("users.organisationType"),
          width: 130,
          sortable: false,
          filter: false,
          valueFormatter: ({ value }: { value?: string }) => (value ? t(`users.typeWord.${value}`) : ""),
        },
      ] satisfies ColDef<OrganisationUser>[])
    : []),
  { colId: "role", field: "roleName", headerName: t("users.role"), flex: 1, minWidth: 150 },
  ...(side === "provider"
    ? ([
        {
          colId: "sites",
          headerName: t("users.sites"),
          width: 170,
          sortable: false,
          filter: false,
          valueGetter: ({ data }) => (data ? siteCount(data) : ""),
        },
      ] satisfies ColDef<OrganisationUser>[])
    : []),
  {
    colId: "status",
    field: "status",
    headerName: t("users.status"),
    width: 160,
    filter: false,
    cellRenderer: ({ data }: { data?: OrganisationUser }) =>
      data ? (
        <Badge variant="light" color={STATUS_COLOR[data.status] ?? "gray"} radius="sm">
          {t(`users.statusWord.${data.status}`)}
        </Badge>
      ) : null,
  },
  {
    colId: "lastSignInAt",
    field: "lastSignInAt",
    headerName: t("users.lastSignIn"),
    width: 160,
    filter: false,
    cellRenderer: ({ data }: { data?: OrganisationUser }) =>
      data ? (
        <Text component="span" size="sm" c={data.lastSignInAt ? undefined : "dimmed"}>
          {data.lastSignInAt ? when(data.lastSignInAt) : t("users.never")}
        </Text>
      ) : null,
  },
  {
    colId: "createdAt",
    field: "createdAt",
    headerName: t("users.created"),
    width: 150,
    filter: false,
    valueFormatter: ({ value }: { value?: string }) => (value ? dayjs(value).format("MM/DD/YYYY") : ""),
  },
  {
    colId: "actions",
    headerName: t("list.actions"),
    width: 150,
    sortable: false,
    filter: false,
    lockVisible: true,
    cellRenderer: ({ data }: { data?: OrganisationUser }) =>
      data ? (
        <RowActions
          actions={data.allowedActions.map((action) => ({
            key: action,
            label: `${t(`users.${action}`)} ${fullName(data)}`,
            icon: ACTION_ICONS[action],
            onClick: () => onAction(action, data),
            danger: action === "deactivate",
          }))}
        />
      ) : null,
  },
];
