import { useMemo, useRef, useState } from "react";
import { Button, Select } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AccountStatusAlt } from "#core/organisations/catalogues/account-statuses.ts";
import { quiet } from "../../api/fetcher.ts";
import {
  getListSupplierMasterQueryKey,
  listSupplierMaster,
} from "../../api/generated/supplier-master/supplier-master.ts";
import type { SupplierMasterEntry } from "../../api/generated/model/supplierMasterEntry.ts";
import type { UpdateSupplierMasterStatusStatus } from "../../api/generated/model/updateSupplierMasterStatusStatus.ts";
import { pageParams, type PageQuery, type PageResult } from "../../api/paging.ts";
import { confirmDialog } from "../../components/dialogs/dialog-store.ts";
import { ListScreen } from "../../components/list/list-screen.tsx";
import { notifyError, notifySuccess } from "../../shell/notify.ts";
import { LinkSupplierDialog } from "./link-supplier-dialog.tsx";
import { SupplierMasterForm } from "./supplier-master-form.tsx";
import { statusText, supplierMasterColumns, type MasterRowHandlers } from "./supplier-master-columns.tsx";
import { useSupplierMasterWrites } from "./use-supplier-master-writes.ts";

const fetchEntries = async (query: PageQuery): Promise<PageResult<SupplierMasterEntry>> =>
  (await listSupplierMaster(pageParams(query), quiet())).d;

/** /notisphere/manage-supplier-list: the curated supplier names, their status and the accounts they are. */
export const SupplierMasterPage = () => {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<SupplierMasterEntry | null | undefined>(undefined);
  const [linking, setLinking] = useState<SupplierMasterEntry | undefined>(undefined);
  const writes = useSupplierMasterWrites();
  const statuses = AccountStatusAlt.values.map((value) => ({ value, label: statusText(t, value) }));

  const changeStatus = async (entry: SupplierMasterEntry, to: string): Promise<void> => {
    const unlinking = entry.status === "LINKED" && to === "ACTIVE";
    if (unlinking || to === "DELETED") {
      const confirmed = await confirmDialog({
        title: t(unlinking ? "supplierMaster.unlinkTitle" : "supplierMaster.deleteTitle", {
          name: entry.name,
        }),
        message: t(unlinking ? "supplierMaster.unlinkText" : "supplierMaster.deleteText", {
          supplier: entry.linkedOrganizationName ?? "",
        }),
        confirmLabel: unlinking
          ? t("supplierMaster.unlink")
          : t("supplierMaster.setStatus", { status: statusText(t, to) }),
        danger: to === "DELETED",
      });
      if (!confirmed) return;
    }
    try {
      await writes.setStatus(entry.id, to as UpdateSupplierMasterStatusStatus);
      notifySuccess(t("supplierMaster.statusChanged", { name: entry.name, status: statusText(t, to) }));
    } catch (error) {
      notifyError(error, t("supplierMaster.couldNotChange"));
    }
  };

  const handlers = useRef<MasterRowHandlers>({
    edit: () => undefined,
    link: () => undefined,
    setStatus: () => undefined,
  });
  handlers.current = {
    edit: (entry) => setEditing(entry),
    link: (entry) => setLinking(entry),
    setStatus: (entry, to) => void changeStatus(entry, to),
  };
  // Handlers go through the ref so the column definitions (and the grid's saved layout) stay stable.
  const columns = useMemo(
    () =>
      supplierMasterColumns(t, {
        edit: (entry) => handlers.current.edit(entry),
        link: (entry) => handlers.current.link(entry),
        setStatus: (entry, to) => handlers.current.setStatus(entry, to),
      }),
    [t],
  );

  return (
    <>
      <ListScreen<SupplierMasterEntry>
        title={t("routes.notisphereManageSupplierList")}
        tableKey="supplierMaster"
        columns={columns}
        fetchPage={fetchEntries}
        getRowId={(entry) => entry.id}
        queryKey={getListSupplierMasterQueryKey()}
        filterParams={status === null ? {} : { status }}
        headerButtons={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t("supplierMaster.add")}
          </Button>
        }
        filters={
          <Select
            aria-label={t("supplierMaster.status")}
            placeholder={t("supplierMaster.allStatuses")}
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
        <SupplierMasterForm
          entry={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => setEditing(undefined)}
        />
      ) : null}
      {linking !== undefined ? (
        <LinkSupplierDialog entry={linking} onClose={() => setLinking(undefined)} />
      ) : null}
    </>
  );
};
