import { useMemo, useRef, useState } from "react";
import { Box, Button, Select } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { RegistrationsPanel } from "../registrations/registrations-panel.tsx";
import { useLocation } from "react-router-dom";
import { quiet } from "../../../api/fetcher.ts";
import type { OrganisationUser } from "../../../api/generated/model/organisationUser.ts";
import { pageParams, type PageQuery, type PageResult } from "../../../api/paging.ts";
import { ListScreen } from "../../../components/list/list-screen.tsx";
import { userColumns, type UserRowHandler } from "./user-columns.tsx";
import { UserForm } from "./user-form.tsx";
import { fetchSiteOptions, sideOfPath, USERS_API } from "./users-api.ts";
import { useUserActions } from "./use-user-actions.ts";

const STATUSES = [
  "VERIFIED",
  "VERIFICATION",
  "LOCKED",
  "DEACTIVATED",
  "PENDING",
  "NONVERIFIED",
  "SSO",
] as const;
const TYPES = ["NOTISPHERE", "SUPPLIER", "PROVIDER"] as const;
const TITLE_KEY = {
  notisphere: "notisphereUsers",
  supplier: "supplierUsers",
  provider: "providerUsers",
} as const;

/**
 * /notisphere/users, /supplier/users and /provider/users: one screen, the side read from the address. The
 * operator sees everyone of every organisation (and changes only its own); suppliers and providers see their
 * own organisation. Invite, edit and the state changes act on the caller's organisation.
 */
export const UsersPage = () => {
  const { t } = useTranslation();
  const side = sideOfPath(useLocation().pathname);
  const api = USERS_API[side];
  const [status, setStatus] = useState<string | null>(null);
  const [organisationType, setOrganisationType] = useState<string | null>(null);
  const [editing, setEditing] = useState<OrganisationUser | null | undefined>(undefined);
  const actions = useUserActions(api);

  const roles = useQuery({
    queryKey: ["users-role-options", side],
    queryFn: async () => (await api.roleOptions()).d,
  });
  const sites = useQuery({
    queryKey: ["users-site-options"],
    queryFn: async () => (await fetchSiteOptions()).d,
    enabled: side === "provider",
  });
  const siteNames = useMemo(
    () => new Map((sites.data ?? []).map((site) => [site.id, site.name])),
    [sites.data],
  );

  const handler = useRef<UserRowHandler>(() => undefined);
  handler.current = (action, user) => {
    if (action === "edit") setEditing(user);
    else void actions.run(action, user);
  };
  const siteCount = useRef<(user: OrganisationUser) => string>(() => "");
  siteCount.current = (user) => {
    if (user.siteIds === null) return t("users.allSitesShort");
    if (user.siteIds.length === 1)
      return siteNames.get(user.siteIds[0]!) ?? t("users.sitesCount", { count: 1 });
    return t("users.sitesCount", { count: user.siteIds.length });
  };
  // Handlers go through refs so the column definitions (and the grid's saved layout) stay stable.
  const columns = useMemo(
    () =>
      userColumns(
        t,
        side,
        (action, user) => handler.current(action, user),
        (user) => siteCount.current(user),
      ),
    [t, side],
  );

  const fetchPage = useMemo(
    () =>
      async (query: PageQuery): Promise<PageResult<OrganisationUser>> =>
        (await api.list(pageParams(query), quiet())).d,
    [api],
  );

  return (
    <>
      <ListScreen<OrganisationUser>
        key={side}
        title={t(`routes.${TITLE_KEY[side]}`)}
        tableKey={`users-${side}`}
        columns={columns}
        fetchPage={fetchPage}
        getRowId={(user) => user.membershipId}
        queryKey={api.listKey()}
        filterParams={{
          ...(status === null ? {} : { status }),
          ...(organisationType === null ? {} : { organisationType }),
        }}
        headerButtons={
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t("users.invite")}
          </Button>
        }
        filters={
          <>
            <Select
              aria-label={t("users.status")}
              placeholder={t("users.allStatuses")}
              data={STATUSES.map((value) => ({ value, label: t(`users.statusWord.${value}`) }))}
              value={status}
              onChange={setStatus}
              clearable
              w={200}
              data-testid="status-filter"
            />
            {side === "notisphere" ? (
              <Select
                aria-label={t("users.organisationType")}
                placeholder={t("users.allOrganisationTypes")}
                data={TYPES.map((value) => ({ value, label: t(`users.typeWord.${value}`) }))}
                value={organisationType}
                onChange={setOrganisationType}
                clearable
                w={220}
                data-testid="organisation-type-filter"
              />
            ) : null}
          </>
        }
      />
      {editing !== undefined ? (
        <UserForm
          side={side}
          api={api}
          user={editing}
          roles={roles.data ?? []}
          sites={sites.data ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            actions.refresh();
          }}
        />
      ) : null}
      {/* Self-registration (link and approvals) belongs with the people it admits; the operator has none. */}
      {side === "notisphere" ? null : (
        <Box mt="xl">
          <RegistrationsPanel side={side} />
        </Box>
      )}
    </>
  );
};
