import { useMemo, useRef, useState } from "react";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { quiet } from "../../api/fetcher.ts";
import {
  deleteSupplierContact,
  getListSupplierContactsQueryKey,
  listSupplierContacts,
} from "../../api/generated/supplier-contacts/supplier-contacts.ts";
import type { SupplierContact } from "../../api/generated/model/supplierContact.ts";
import { pageParams, type PageQuery, type PageResult } from "../../api/paging.ts";
import { confirmDialog } from "../../components/dialogs/dialog-store.ts";
import { ListScreen } from "../../components/list/list-screen.tsx";
import { notifyError, notifySuccess } from "../../shell/notify.ts";
import { supplierContactColumns, type ContactRowHandlers } from "./supplier-contact-columns.tsx";
import { SupplierContactForm } from "./supplier-contact-form.tsx";

const fetchContacts = async (query: PageQuery): Promise<PageResult<SupplierContact>> =>
  (await listSupplierContacts(pageParams(query), quiet())).d;

/** /provider/supplier-contacts: who the provider talks to at each supplier. */
export const SupplierContactsPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<SupplierContact | null | undefined>(undefined);
  const handlers = useRef<ContactRowHandlers>({ edit: () => undefined, remove: () => undefined });
  handlers.current = {
    edit: setEditing,
    remove: (contact) => {
      void (async () => {
        if (
          !(await confirmDialog({
            title: t("supplierContacts.deleteTitle", { name: contact.contactName }),
            message: t("supplierContacts.deleteText"),
            confirmLabel: t("supplierContacts.delete"),
            danger: true,
          }))
        )
          return;
        try {
          await deleteSupplierContact(contact.id);
          void queryClient.invalidateQueries({ queryKey: getListSupplierContactsQueryKey() });
          notifySuccess(t("supplierContacts.deleted", { name: contact.contactName }));
        } catch (error) {
          notifyError(error, t("supplierContacts.couldNotDelete"));
        }
      })();
    },
  };
  const columns = useMemo(
    () =>
      supplierContactColumns(t, {
        edit: (contact) => handlers.current.edit(contact),
        remove: (contact) => handlers.current.remove(contact),
      }),
    [t],
  );
  return (
    <>
      <ListScreen<SupplierContact>
        title={t("routes.providerSupplierContacts")}
        tableKey="providerSupplierContacts"
        columns={columns}
        fetchPage={fetchContacts}
        getRowId={(contact) => contact.id}
        queryKey={getListSupplierContactsQueryKey()}
        headerButtons={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t("supplierContacts.add")}
          </Button>
        }
      />
      {editing !== undefined ? (
        <SupplierContactForm contact={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </>
  );
};
