import { useMemo, useRef, useState } from "react";
import { Badge, Button, Select } from "@mantine/core";
import { IconPencil, IconPlus } from "@tabler/icons-react";
import type { ColDef } from "ag-grid-community";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { quiet } from "../../../api/fetcher.ts";
import {
  getListKnownProvidersQueryKey,
  listKnownProviders,
} from "../../../api/generated/known-providers/known-providers.ts";
import type { KnownProvider } from "../../../api/generated/model/knownProvider.ts";
import { pageParams, type PageQuery, type PageResult } from "../../../api/paging.ts";
import { ListScreen } from "../../../components/list/list-screen.tsx";
import { RowActions } from "../../../components/list/row-actions.tsx";
import { KnownProviderForm } from "./known-provider-form.tsx";

const fetchProviders = async (query: PageQuery): Promise<PageResult<KnownProvider>> =>
  (await listKnownProviders(pageParams(query), quiet())).d;

const columns = (t: TFunction, edit: (provider: KnownProvider) => void): ColDef<KnownProvider>[] => {
  const k = (key: string) => t(`locationMaster.knownProviders.${key}`);
  return [
    { field: "name", headerName: k("name"), flex: 1.4, minWidth: 200 },
    { field: "idn", headerName: k("idn"), flex: 1, minWidth: 140 },
    {
      field: "organizationName",
      headerName: k("platform"),
      flex: 1,
      minWidth: 200,
      sortable: false,
      cellRenderer: ({ data }: { data?: KnownProvider }) =>
        data ? (
          <Badge color={data.onPlatform ? "teal" : "gray"} variant="light" tt="none">
            {data.onPlatform
              ? t("locationMaster.knownProviders.yes", { name: data.organizationName })
              : k("no")}
          </Badge>
        ) : null,
    },
    { field: "recallEmail", headerName: k("recallEmail"), flex: 1, minWidth: 200, sortable: false },
    { field: "phone", headerName: k("phone"), width: 140, sortable: false, filter: false, hide: true },
    { field: "city", headerName: k("city"), width: 140 },
    { field: "state", headerName: k("state"), width: 90 },
    { field: "locations", headerName: k("locations"), width: 120, filter: false, type: "numericColumn" },
    {
      field: "status",
      headerName: k("status"),
      width: 120,
      filter: false,
      valueFormatter: ({ value }) => (value ? k(`statuses.${value as string}`) : ""),
    },
    {
      colId: "actions",
      headerName: t("list.actions"),
      width: 90,
      pinned: "right",
      sortable: false,
      filter: false,
      lockVisible: true,
      cellRenderer: ({ data }: { data?: KnownProvider }) =>
        data ? (
          <RowActions
            actions={[
              {
                key: "edit",
                label: `${k("edit")} ${data.name}`,
                icon: <IconPencil size={16} />,
                onClick: () => edit(data),
              },
            ]}
          />
        ) : null,
    },
  ];
};

/** /notisphere/known-providers: providers and IDNs locations belong to, on the platform or not yet. */
export const KnownProvidersPage = () => {
  const { t } = useTranslation();
  const [platform, setPlatform] = useState<string | null>(null);
  const [editing, setEditing] = useState<KnownProvider | null | undefined>(undefined);
  const edit = useRef<(provider: KnownProvider) => void>(() => undefined);
  edit.current = (provider) => setEditing(provider);
  const grid = useMemo(() => columns(t, (p) => edit.current(p)), [t]);
  const k = (key: string) => t(`locationMaster.knownProviders.${key}`);
  return (
    <>
      <ListScreen<KnownProvider>
        title={t("routes.notisphereKnownProviders")}
        tableKey="known-providers"
        columns={grid}
        fetchPage={fetchProviders}
        getRowId={(provider) => provider.id}
        queryKey={getListKnownProvidersQueryKey()}
        filterParams={platform === null ? {} : { platform }}
        headerButtons={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {k("add")}
          </Button>
        }
        filters={
          <Select
            aria-label={k("platform")}
            placeholder={k("allPlatforms")}
            data={[
              { value: "ON", label: k("onlyOn") },
              { value: "OFF", label: k("onlyOff") },
            ]}
            value={platform}
            onChange={setPlatform}
            clearable
            w={220}
            data-testid="platform-filter"
          />
        }
      />
      {editing !== undefined ? (
        <KnownProviderForm provider={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </>
  );
};
