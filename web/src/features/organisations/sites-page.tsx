import { useMemo, useRef, useState } from "react";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { quiet } from "../../api/fetcher.ts";
import {
  getListProviderSitesQueryKey,
  listProviderSites,
} from "../../api/generated/provider-sites/provider-sites.ts";
import type { SiteListItem } from "../../api/generated/model/siteListItem.ts";
import { pageParams, type PageQuery, type PageResult } from "../../api/paging.ts";
import { confirmDialog } from "../../components/dialogs/dialog-store.ts";
import { ListScreen } from "../../components/list/list-screen.tsx";
import { notifyError, notifySuccess } from "../../shell/notify.ts";
import { siteColumns, type SiteRowHandlers } from "./site-columns.tsx";
import { SiteForm } from "./site-form.tsx";
import { SiteMembersEditor } from "./site-members-editor.tsx";
import { useSiteWrites } from "./use-site-writes.ts";

const fetchSites = async (query: PageQuery): Promise<PageResult<SiteListItem>> =>
  (await listProviderSites(pageParams(query), quiet())).d;

/** /provider/sites: the provider's sites and departments, who belongs to each, and the verified-user rule. */
export const SitesPage = () => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<SiteListItem | null | undefined>(undefined);
  const [membersOf, setMembersOf] = useState<SiteListItem | undefined>(undefined);
  const writes = useSiteWrites();
  const handlers = useRef<SiteRowHandlers>({
    edit: () => undefined,
    members: () => undefined,
    remove: () => undefined,
  });
  handlers.current = {
    edit: setEditing,
    members: setMembersOf,
    remove: (site) => {
      void (async () => {
        if (
          !(await confirmDialog({
            title: t("sites.deleteTitle", { name: site.name }),
            message: t("sites.deleteText"),
            confirmLabel: t("sites.delete"),
            danger: true,
          }))
        )
          return;
        try {
          await writes.remove(site.id);
          notifySuccess(t("sites.deleted", { name: site.name }));
        } catch (error) {
          notifyError(error, t("sites.couldNotDelete"));
        }
      })();
    },
  };
  // Handlers go through the ref so the column definitions (and the grid's saved layout) stay stable.
  const columns = useMemo(
    () =>
      siteColumns(t, {
        edit: (site) => handlers.current.edit(site),
        members: (site) => handlers.current.members(site),
        remove: (site) => handlers.current.remove(site),
      }),
    [t],
  );
  return (
    <>
      <ListScreen<SiteListItem>
        title={t("routes.providerSites")}
        tableKey="providerSites"
        columns={columns}
        fetchPage={fetchSites}
        getRowId={(site) => site.id}
        queryKey={getListProviderSitesQueryKey()}
        headerButtons={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t("sites.add")}
          </Button>
        }
      />
      {editing !== undefined ? <SiteForm site={editing} onClose={() => setEditing(undefined)} /> : null}
      {membersOf !== undefined ? (
        <SiteMembersEditor site={membersOf} onClose={() => setMembersOf(undefined)} />
      ) : null}
    </>
  );
};
