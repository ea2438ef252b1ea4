import { useCallback, useMemo, useRef, useState } from "react";
import { Button, Select } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { quiet } from "../../../api/fetcher.ts";
import { getListProvidersQueryKey, listProviders } from "../../../api/generated/providers/providers.ts";
import type { Provider } from "../../../api/generated/model/provider.ts";
import { pageParams, type PageQuery, type PageResult } from "../../../api/paging.ts";
import { confirmDialog } from "../../../components/dialogs/dialog-store.ts";
import { ListScreen } from "../../../components/list/list-screen.tsx";
import { notifyError, notifySuccess } from "../../../shell/notify.ts";
import { ProviderAccountDownloads } from "../account-downloads.tsx";
import { SsoSettingsModal } from "../sso/sso-settings-modal.tsx";
import { contactInfoPath, providerColumns, type ProviderRowHandlers } from "./provider-columns.tsx";
import { ProviderForm } from "./provider-form.tsx";
import { useProviderWrites } from "./use-provider-writes.ts";

const fetchProviders = async (query: PageQuery): Promise<PageResult<Provider>> =>
  (await listProviders(pageParams(query), quiet())).d;

/** /notisphere/providers: health systems with their site counts, create and edit, deactivate and activate. */
export const ProvidersPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<Provider | null | undefined>(undefined);
  const writes = useProviderWrites();
  const [ssoOf, setSsoOf] = useState<Provider | null>(null);
  // The grid's latest query, so the account file holds the rows the operator is looking at.
  const lastQuery = useRef<PageQuery>({ pageNumber: 1, pageSize: 50 });
  const fetchPage = useCallback((query: PageQuery) => {
    lastQuery.current = query;
    return fetchProviders(query);
  }, []);

  const handlers = useRef<ProviderRowHandlers>({
    edit: () => undefined,
    toggle: () => undefined,
    open: () => undefined,
    sso: () => undefined,
  });
  handlers.current = {
    edit: (provider) => setEditing(provider),
    sso: (provider) => setSsoOf(provider),
    open: (provider) => void navigate(contactInfoPath(provider.id)),
    toggle: (provider) => {
      void (async () => {
        try {
          if (provider.status === "DEACTIVATED") {
            await writes.save(provider.id, {
              name: provider.name,
              idn: provider.idn,
              add1: provider.add1 ?? "",
              add2: provider.add2,
              city: provider.city ?? "",
              state: provider.state ?? "",
              zip: provider.zip ?? "",
              status: "ACTIVE",
            });
            notifySuccess(t("providers.activated", { name: provider.name }));
            return;
          }
          const confirmed = await confirmDialog({
            title: t("providers.deactivateTitle", { name: provider.name }),
            message: t("providers.deactivateText"),
            confirmLabel: t("providers.deactivate"),
            danger: true,
          });
          if (!confirmed) return;
          await writes.deactivate(provider.id);
          notifySuccess(t("providers.deactivated", { name: provider.name }));
        } catch (error) {
          notifyError(error, t("providers.couldNotChange"));
        }
      })();
    },
  };
  const columns = useMemo(
    () =>
      providerColumns(t, {
        edit: (p) => handlers.current.edit(p),
        toggle: (p) => handlers.current.toggle(p),
        open: (p) => handlers.current.open(p),
        sso: (p) => handlers.current.sso(p),
      }),
    [t],
  );
  const statuses = (["ACTIVE", "PENDING", "DEACTIVATED"] as const).map((value) => ({
    value,
    label: t(`status.account.${value}`),
  }));

  return (
    <>
      <ListScreen<Provider>
        title={t("routes.notisphereProviders")}
        tableKey="providers"
        columns={columns}
        fetchPage={fetchPage}
        getRowId={(provider) => provider.id}
        queryKey={getListProvidersQueryKey()}
        filterParams={status === null ? {} : { status }}
        headerButtons={
          <>
            <ProviderAccountDownloads gridView={() => lastQuery.current} />
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
              {t("providers.add")}
            </Button>
          </>
        }
        filters={
          <Select
            aria-label={t("providers.status")}
            placeholder={t("providers.allStatuses")}
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
        <ProviderForm
          provider={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => setEditing(undefined)}
        />
      ) : null}
      {ssoOf !== null ? <SsoSettingsModal organizationId={ssoOf.id} onClose={() => setSsoOf(null)} /> : null}
    </>
  );
};
