import { useCallback, useMemo, useRef, useState } from "react";
import { Button, Select } from "@mantine/core";
import { IconPlus, IconUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { quiet } from "../../api/fetcher.ts";
import {
  useGetOrganisationSsoFilter,
  useGetOrganisationStatusFilter,
} from "../../api/generated/organisations/organisations.ts";
import { getListSuppliersQueryKey, listSuppliers } from "../../api/generated/suppliers/suppliers.ts";
import type { Supplier } from "../../api/generated/model/supplier.ts";
import { pageParams, type PageQuery, type PageResult } from "../../api/paging.ts";
import { confirmDialog } from "../../components/dialogs/dialog-store.ts";
import { ListScreen } from "../../components/list/list-screen.tsx";
import { notifyError, notifySuccess } from "../../shell/notify.ts";
import { SupplierAccountDownloads } from "./account-downloads.tsx";
import { SsoSettingsModal } from "./sso/sso-settings-modal.tsx";
import { SupplierBulkModal } from "./supplier-bulk-modal.tsx";
import { statusLabel, supplierColumns, typeLabel, type RowHandlers } from "./supplier-columns.tsx";
import { SupplierForm } from "./supplier-form.tsx";
import { toggledSupplier } from "./supplier-input.ts";
import { useSupplierWrites } from "./use-supplier-writes.ts";

const fetchSuppliers = async (query: PageQuery): Promise<PageResult<Supplier>> =>
  (await listSuppliers(pageParams(query), quiet())).d;

/** /notisphere/suppliers: suppliers and distributors, their logos, and bulk creation from a file. */
export const SuppliersPage = () => {
  const { t } = useTranslation();
  const [supplierType, setSupplierType] = useState<string | null>(null);
  const [sso, setSso] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<Supplier | null | undefined>(undefined);
  const [bulk, setBulk] = useState(false);
  const [ssoOf, setSsoOf] = useState<Supplier | null>(null);
  // The grid's latest query, so the account file holds the rows the operator is looking at.
  const lastQuery = useRef<PageQuery>({ pageNumber: 1, pageSize: 50 });
  const fetchPage = useCallback((query: PageQuery) => {
    lastQuery.current = query;
    return fetchSuppliers(query);
  }, []);
  const writes = useSupplierWrites();
  const ssoMeta = useGetOrganisationSsoFilter();
  const statusMeta = useGetOrganisationStatusFilter();

  const types = [
    { value: "SUPPLIER", label: typeLabel(t, "SUPPLIER") },
    { value: "DISTRIBUTOR", label: typeLabel(t, "DISTRIBUTOR") },
  ];
  const ssoChoices = (ssoMeta.data?.d ?? []).map((choice) => ({
    value: String(choice.value),
    label: t(choice.value ? "suppliers.yes" : "suppliers.no", { defaultValue: choice.label }),
  }));
  const statuses = (statusMeta.data?.d ?? []).map((choice) => ({
    value: choice.value,
    label: statusLabel(t, choice.value),
  }));

  const handlers = useRef<RowHandlers>({
    edit: () => undefined,
    remove: () => undefined,
    toggle: () => undefined,
    sso: () => undefined,
  });
  handlers.current = {
    edit: (supplier) => setEditing(supplier),
    sso: (supplier) => setSsoOf(supplier),
    remove: (supplier) => {
      void (async () => {
        if (
          !(await confirmDialog({
            title: t("suppliers.deleteTitle", { name: supplier.name }),
            message: t("suppliers.deleteText"),
            confirmLabel: t("suppliers.delete"),
            danger: true,
          }))
        )
          return;
        try {
          await writes.remove(supplier.id);
          notifySuccess(t("suppliers.deleted", { name: supplier.name }));
        } catch (error) {
          notifyError(error, t("suppliers.couldNotDelete"));
        }
      })();
    },
    toggle: (supplier) => {
      void (async () => {
        const activating = supplier.status !== "ACTIVE";
        if (
          !activating &&
          !(await confirmDialog({
            title: t("suppliers.deactivateTitle", { name: supplier.name }),
            message: t("suppliers.deactivateText"),
            confirmLabel: t("action.deactivate"),
            danger: true,
          }))
        )
          return;
        try {
          await writes.save(supplier.id, toggledSupplier(supplier));
          notifySuccess(
            t(activating ? "suppliers.activated" : "suppliers.deactivated", { name: supplier.name }),
          );
        } catch (error) {
          notifyError(error, t("suppliers.couldNotUpdate"));
        }
      })();
    },
  };

  // Handlers go through the ref so the column definitions (and the grid's saved layout) stay stable.
  const columns = useMemo(
    () =>
      supplierColumns(t, {
        edit: (supplier) => handlers.current.edit(supplier),
        remove: (supplier) => handlers.current.remove(supplier),
        toggle: (supplier) => handlers.current.toggle(supplier),
        sso: (supplier) => handlers.current.sso(supplier),
      }),
    [t],
  );

  const filterParams = {
    ...(supplierType === null ? {} : { supplierType }),
    ...(sso === null ? {} : { sso }),
    ...(status === null ? {} : { status }),
  };

  return (
    <>
      <ListScreen<Supplier>
        title={t("routes.notisphereSuppliers")}
        tableKey="suppliers"
        columns={columns}
        fetchPage={fetchPage}
        getRowId={(supplier) => supplier.id}
        queryKey={getListSuppliersQueryKey()}
        filterParams={filterParams}
        headerButtons={
          <>
            <SupplierAccountDownloads gridView={() => lastQuery.current} />
            <Button
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={() => setBulk(true)}
            >
              {t("suppliers.bulkUpload")}
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
              {t("suppliers.add")}
            </Button>
          </>
        }
        filters={
          <>
            <Select
              aria-label={t("suppliers.type")}
              placeholder={t("suppliers.allTypes")}
              data={types}
              value={supplierType}
              onChange={setSupplierType}
              clearable
              w={170}
              data-testid="type-filter"
            />
            <Select
              aria-label={t("suppliers.sso")}
              placeholder={t("suppliers.allSso")}
              data={ssoChoices}
              value={sso}
              onChange={setSso}
              clearable
              w={140}
              data-testid="sso-filter"
            />
            <Select
              aria-label={t("suppliers.status")}
              placeholder={t("suppliers.allStatuses")}
              data={statuses}
              value={status}
              onChange={setStatus}
              clearable
              w={170}
              data-testid="status-filter"
            />
          </>
        }
      />
      {editing !== undefined ? (
        <SupplierForm
          supplier={editing}
          types={types}
          statuses={statuses}
          onClose={() => setEditing(undefined)}
          onSaved={() => setEditing(undefined)}
        />
      ) : null}
      {bulk ? <SupplierBulkModal onClose={() => setBulk(false)} /> : null}
      {ssoOf !== null ? <SsoSettingsModal organizationId={ssoOf.id} onClose={() => setSsoOf(null)} /> : null}
    </>
  );
};
