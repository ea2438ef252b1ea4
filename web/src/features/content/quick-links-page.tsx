import { useMemo, useRef, useState } from "react";
import { Button, Select } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { quiet } from "../../api/fetcher.ts";
import {
  getListQuickLinksQueryKey,
  listQuickLinks,
  useGetQuickLinkMeta,
} from "../../api/generated/quick-links/quick-links.ts";
import type { QuickLink } from "../../api/generated/model/quickLink.ts";
import { pageParams, type PageQuery, type PageResult } from "../../api/paging.ts";
import { confirmDialog } from "../../components/dialogs/dialog-store.ts";
import { ListScreen } from "../../components/list/list-screen.tsx";
import { notifyError, notifySuccess } from "../../shell/notify.ts";
import { QuickLinkForm } from "./quick-link-form.tsx";
import { quickLinkColumns, type RowHandlers } from "./quick-link-columns.tsx";
import { toggledQuickLink } from "./quick-link-input.ts";
import { useQuickLinkWrites } from "./use-quick-link-writes.ts";

/** Grid blocks: quiet, because the grid shows its own loading rows. */
const fetchQuickLinks = async (query: PageQuery): Promise<PageResult<QuickLink>> =>
  (await listQuickLinks(pageParams(query), quiet())).d;

/** /notisphere/quick-links: the shared list screen end to end (grid, search, status filter, form, delete). */
export const QuickLinksPage = () => {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<QuickLink | null | undefined>(undefined);
  const writes = useQuickLinkWrites();
  const meta = useGetQuickLinkMeta();
  const statuses = (meta.data?.d.statuses ?? []).map((choice) => ({
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
            title: t("quickLinks.deleteTitle", { name: link.name }),
            message: t("quickLinks.deleteText"),
            confirmLabel: t("quickLinks.delete"),
            danger: true,
          }))
        )
          return;
        try {
          await writes.remove(link.id);
          notifySuccess(t("quickLinks.deleted", { name: link.name }));
        } catch (error) {
          notifyError(error, t("quickLinks.couldNotDelete"));
        }
      })();
    },
    toggle: (link) => {
      const activating = link.status !== "ACTIVE";
      writes
        .save(toggledQuickLink(link))
        .then(() =>
          notifySuccess(
            t(activating ? "quickLinks.activated" : "quickLinks.deactivated", { name: link.name }),
          ),
        )
        .catch((error: unknown) => notifyError(error, t("quickLinks.couldNotUpdate")));
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
        fetchPage={fetchQuickLinks}
        getRowId={(link) => link.id}
        queryKey={getListQuickLinksQueryKey()}
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
          onSaved={() => setEditing(undefined)}
        />
      ) : null}
    </>
  );
};
