import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import type { Role } from "../../../api/generated/model/role.ts";
import { pageParams, type PageQuery, type PageResult } from "../../../api/paging.ts";
import { confirmDialog } from "../../../components/dialogs/dialog-store.ts";
import { ListScreen } from "../../../components/list/list-screen.tsx";
import { notifyError, notifySuccess } from "../../../shell/notify.ts";
import { CopyRoleDialog } from "./copy-role-dialog.tsx";
import { roleApiOf, sideOfPath } from "./role-api.ts";
import { roleColumns, type RoleRowHandlers } from "./role-columns.tsx";
import { RoleEditor } from "./role-editor.tsx";

const TITLE_KEY = {
  notisphere: "notisphereRoles",
  supplier: "supplierRoles",
  provider: "providerRoles",
} as const;

/**
 * /notisphere/roles, /supplier/roles and /provider/roles: the caller's organisation's roles in a server-paged
 * grid, an editor for custom roles, built-in roles read-only with Copy, and delete with confirmation.
 */
export const RolesPage = () => {
  const { t } = useTranslation();
  const side = sideOfPath(useLocation().pathname);
  const api = roleApiOf(side);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Role | null | undefined>(undefined);
  const [copying, setCopying] = useState<Role | undefined>(undefined);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: api.listKey() });

  const handlers = useRef<RoleRowHandlers>({
    open: () => undefined,
    copy: () => undefined,
    remove: () => undefined,
  });
  handlers.current = {
    open: (role) => setEditing(role),
    copy: (role) => setCopying(role),
    remove: (role) => {
      void (async () => {
        const message =
          role.memberCount > 0
            ? `${t("roles.deleteText")} ${t("roles.inUseText", { count: role.memberCount })}`
            : t("roles.deleteText");
        if (
          !(await confirmDialog({
            title: t("roles.deleteTitle", { name: role.name }),
            message,
            confirmLabel: t("roles.delete"),
            danger: true,
          }))
        )
          return;
        try {
          await api.remove(role.id);
          notifySuccess(t("roles.deleted", { name: role.name }));
          refresh();
        } catch (error) {
          notifyError(error, t("roles.couldNotDelete"));
        }
      })();
    },
  };

  // Handlers go through the ref so the column definitions (and the grid's saved layout) stay stable.
  const columns = useMemo(
    () =>
      roleColumns(t, {
        open: (role) => handlers.current.open(role),
        copy: (role) => handlers.current.copy(role),
        remove: (role) => handlers.current.remove(role),
      }),
    [t],
  );
  const fetchPage = useMemo(
    () =>
      async (query: PageQuery): Promise<PageResult<Role>> =>
        (await api.list(pageParams(query))).d,
    [api],
  );

  return (
    <>
      <ListScreen<Role>
        key={side}
        title={t(`routes.${TITLE_KEY[side]}`)}
        tableKey={`roles-${side}`}
        columns={columns}
        fetchPage={fetchPage}
        getRowId={(role) => role.id}
        queryKey={api.listKey()}
        headerButtons={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t("roles.add")}
          </Button>
        }
      />
      {editing !== undefined ? (
        <RoleEditor
          key={editing?.id ?? "new"}
          side={side}
          api={api}
          role={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            refresh();
          }}
          onCopy={(role) => {
            setEditing(undefined);
            setCopying(role);
          }}
        />
      ) : null}
      {copying !== undefined ? (
        <CopyRoleDialog
          api={api}
          source={copying}
          onClose={() => setCopying(undefined)}
          onCopied={(copy) => {
            setCopying(undefined);
            refresh();
            setEditing(copy);
          }}
        />
      ) : null}
    </>
  );
};
