import { useMemo, useRef, useState } from "react";
import { Badge, Stack, TextInput, Title } from "@mantine/core";
import { IconCheck, IconSearch, IconX } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import type { ColDef } from "ag-grid-community";
import dayjs from "dayjs";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { quiet } from "../../../api/fetcher.ts";
import type { PendingRegistration } from "../../../api/generated/model/index.ts";
import { pageParams, type PageQuery, type PageResult } from "../../../api/paging.ts";
import { confirmDialog } from "../../../components/dialogs/dialog-store.ts";
import { RowActions } from "../../../components/list/row-actions.tsx";
import { ServerGrid } from "../../../components/list/server-grid.tsx";
import { notifyError, notifySuccess } from "../../../shell/notify.ts";
import { registrationApi, type RegistrationSide } from "./registration-api.ts";

type Decide = (row: PendingRegistration, decision: "approve" | "reject") => void;

const fullName = (row: PendingRegistration) => `${row.firstName} ${row.lastName}`;

/** Columns of the pending list; sorting only where the server sorts (no header filters: the list has none). */
const columns = (t: TFunction, decide: Decide): ColDef<PendingRegistration>[] => [
  { field: "firstName", headerName: t("registrations.firstName"), flex: 1, minWidth: 120, filter: false },
  { field: "lastName", headerName: t("registrations.lastName"), flex: 1, minWidth: 120, filter: false },
  { field: "email", headerName: t("registrations.email"), flex: 1.5, minWidth: 200, filter: false },
  { field: "phone", headerName: t("registrations.phone"), width: 150, sortable: false, filter: false },
  {
    field: "emailVerified",
    headerName: t("registrations.emailStatus"),
    width: 170,
    sortable: false,
    filter: false,
    cellRenderer: ({ data }: { data?: PendingRegistration }) =>
      data ? (
        <Badge color={data.emailVerified ? "teal" : "yellow"} variant="light">
          {data.emailVerified ? t("registrations.emailVerified") : t("registrations.emailUnverified")}
        </Badge>
      ) : null,
  },
  { field: "roleName", headerName: t("registrations.role"), width: 170, sortable: false, filter: false },
  {
    field: "registeredAt",
    headerName: t("registrations.registeredAt"),
    width: 170,
    filter: false,
    sort: "desc",
    valueFormatter: ({ value }: { value?: string }) => (value ? dayjs(value).format("MM/DD/YYYY HH:mm") : ""),
  },
  {
    colId: "actions",
    headerName: t("list.actions"),
    width: 120,
    sortable: false,
    filter: false,
    lockVisible: true,
    cellRenderer: ({ data }: { data?: PendingRegistration }) =>
      data ? (
        <RowActions
          actions={[
            {
              key: "approve",
              label: `${t("registrations.approve")} ${fullName(data)}`,
              icon: <IconCheck size={16} />,
              onClick: () => decide(data, "approve"),
            },
            {
              key: "reject",
              label: `${t("registrations.reject")} ${fullName(data)}`,
              icon: <IconX size={16} />,
              onClick: () => decide(data, "reject"),
              danger: true,
            },
          ]}
        />
      ) : null,
  },
];

/** Registrations waiting for approval, server-paged, with approve and reject per row. */
export const PendingRegistrationsGrid = ({ side }: { readonly side: RegistrationSide }) => {
  const { t } = useTranslation();
  const api = registrationApi(side);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");

  const decideRef = useRef<Decide>(() => undefined);
  decideRef.current = (row, decision) => {
    void (async () => {
      if (
        decision === "reject" &&
        !(await confirmDialog({
          title: t("registrations.rejectTitle", { name: fullName(row) }),
          message: t("registrations.rejectText"),
          confirmLabel: t("registrations.reject"),
          danger: true,
        }))
      )
        return;
      try {
        await (decision === "approve" ? api.approve(row.membershipId) : api.reject(row.membershipId));
        notifySuccess(
          t(decision === "approve" ? "registrations.approved" : "registrations.rejected", {
            name: fullName(row),
          }),
        );
        await queryClient.invalidateQueries({ queryKey: api.listKey });
      } catch (error) {
        notifyError(error, t("registrations.couldNotDecide"));
      }
    })();
  };

  // Decisions go through the ref so the column definitions (and the grid's saved layout) stay stable.
  const gridColumns = useMemo(() => columns(t, (row, decision) => decideRef.current(row, decision)), [t]);
  const fetchPage = useMemo(
    () =>
      async (query: PageQuery): Promise<PageResult<PendingRegistration>> =>
        (await api.list(pageParams(query), quiet())).d,
    [api],
  );

  return (
    <Stack gap="sm" data-testid="pending-registrations">
      <Title order={2} size="h4">
        {t("registrations.pendingTitle")}
      </Title>
      <TextInput
        leftSection={<IconSearch size={16} aria-hidden />}
        placeholder={t("registrations.search")}
        aria-label={t("registrations.search")}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      <ServerGrid<PendingRegistration>
        tableKey={`${side}PendingRegistrations`}
        columns={gridColumns}
        fetchPage={fetchPage}
        params={{ search: search.trim() || undefined }}
        queryKey={api.listKey}
        getRowId={(row) => row.membershipId}
        height={360}
      />
    </Stack>
  );
};
