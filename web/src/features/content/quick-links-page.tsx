import { useMemo, useRef, useState } from "react";
import { Button, Select } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  deleteQuickLink,
  listQuickLinks,
  quickLinkMeta,
  saveQuickLink,
  type QuickLink,
} from "../../api/quick-links-api.ts";
import { confirmDialog } from "../../components/dialogs/dialog-store.ts";
import { ListScreen } from "../../components/list/list-screen.tsx";
import { notifyError, notifySuccess } from "../../shell/notify.ts";
import { QuickLinkForm } from "./quick-link-form.tsx";
import { quickLinkColumns, type RowHandlers } from "./quick-link-columns.tsx";

interface Meta {
  readonly statuses: ReadonlyArray<{ value: string; label: string }>;
}

/** /notisphere/quick-links: the shared list screen end to end (grid, search, status filter, form, delete). */
export const QuickLinksPage = () => {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<QuickLink | null | undefined>(undefined);
  const [reloadKey, setReloadKey] = useState(0);
  const reload = (): void => setReloadKey((key) => key + 1);
  const meta = useQuery({
    queryKey: ["quickLinks", "meta"],
    queryFn: () => quickLinkMeta() as Promise<Meta>,
  });
  const statuses = (meta.data?.statuses ?? []).map((choice) => ({
    value: choice.value,
    label: t(`status.word.${choice.value.toLowerCase()}`, { defaultValue: choice.label }),
  }));

  const handlers = useRef<RowHandlers>({
    edit: () => undefined,
    remove: () => undefined,
    toggle: () => undefined,
  });
  handlers.current = {
    edit: (link) => setEditing(link),
    remove: (link) => {
      void (async () => {
        if (
          !(await confirmDialog({
            message: t("quickLinks.deleteConfirm", { name: link.name }),
            danger: true,
          }))
        )
          return;
        try {
          await deleteQuickLink(link.id);
          notifySuccess(t("quickLinks.deleted"));
          reload();
        } catch (error) {
          notifyError(error);
        }
      })();
    },
    toggle: (link) => {
      const next = link.status === "ACTIVE" ? "INACTIVE" : "ACTIVE";
      saveQuickLink({
        id: link.id,
        name: link.name,
        url: link.url,
        description: link.description ?? "",
        status: next,
      })
        .then(() => {
          notifySuccess(t("quickLinks.updated"));
          reload();
        })
        .catch(notifyError);
    },
  };

  // Handlers go through the ref so the column definitions (and the grid's saved layout) stay stable.
  const columns = useMemo(
    () =>
      quickLinkColumns(t, {
        edit: (link) => handlers.current.edit(link),
        remove: (link) => handlers.current.remove(link),
        toggle: (link) => handlers.current.toggle(link),
      }),
    [t],
  );

  return (
    <>
      <ListScreen<QuickLink>
        title={t("routes.notisphereQuickLinks")}
        tableKey="quickLinks"
        columns={columns}
        fetchPage={listQuickLinks}
        getRowId={(link) => link.id}
        reloadKey={reloadKey}
        filterParams={status === null ? {} : { status }}
        headerButtons={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t("quickLinks.add")}
          </Button>
        }
        filters={
          <Select
            aria-label={t("quickLinks.status")}
            placeholder={t("quickLinks.allStatuses")}
            data={statuses}
            value={status}
            onChange={setStatus}
            clearable
            w={200}
            data-testid="status-filter"
          />
        }
      />
      {editing !== undefined ? (
        <QuickLinkForm
          link={editing}
          statuses={statuses}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      ) : null}
    </>
  );
};
