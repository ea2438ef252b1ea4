import { Anchor, Badge, Group, Text } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { ColDef } from "ag-grid-community";
import type { TFunction } from "i18next";
import dayjs from "dayjs";
import type { SupplierContact } from "../../api/generated/model/supplierContact.ts";
import { RowActions } from "../../components/list/row-actions.tsx";

export interface ContactRowHandlers {
  readonly edit: (contact: SupplierContact) => void;
  readonly remove: (contact: SupplierContact) => void;
}

/** Columns of /provider/supplier-contacts; a supplier on the portal is marked as such. */
export const supplierContactColumns = (
  t: TFunction,
  handlers: ContactRowHandlers,
): ColDef<SupplierContact>[] => [
  {
    field: "supplierName",
    headerName: t("supplierContacts.supplier"),
    flex: 1.4,
    minWidth: 250,
    cellRenderer: ({ data }: { data?: SupplierContact }) =>
      data ? (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" component="span">
            {data.supplierName}
          </Text>
          {data.supplierOrganizationId ? (
            <Badge size="xs" variant="light" color="teal">
              {t("supplierContacts.onPortal")}
            </Badge>
          ) : null}
        </Group>
      ) : null,
  },
  { field: "contactName", headerName: t("supplierContacts.contactName"), flex: 1, minWidth: 150 },
  { field: "title", headerName: t("supplierContacts.title"), flex: 1, minWidth: 150 },
  {
    field: "email",
    headerName: t("supplierContacts.email"),
    flex: 1.2,
    minWidth: 200,
    cellRenderer: ({ data }: { data?: SupplierContact }) =>
      data ? (
        <Anchor href={`mailto:${data.email}`} size="sm">
          {data.email}
        </Anchor>
      ) : null,
  },
  { field: "phone", headerName: t("supplierContacts.phone"), width: 150 },
  { field: "notes", headerName: t("supplierContacts.notes"), flex: 1.2, minWidth: 160, sortable: false },
  {
    field: "updatedAt",
    headerName: t("supplierContacts.updatedAt"),
    width: 150,
    filter: false,
    valueFormatter: ({ value }: { value?: string }) => (value ? dayjs(value).format("MM/DD/YYYY") : ""),
  },
  {
    colId: "actions",
    headerName: t("list.actions"),
    width: 110,
    sortable: false,
    filter: false,
    lockVisible: true,
    cellRenderer: ({ data }: { data?: SupplierContact }) =>
      data ? (
        <RowActions
          actions={[
            {
              key: "edit",
              label: `${t("supplierContacts.edit")} ${data.contactName}`,
              icon: <IconPencil size={16} />,
              onClick: () => handlers.edit(data),
            },
            {
              key: "delete",
              label: `${t("supplierContacts.delete")} ${data.contactName}`,
              icon: <IconTrash size={16} />,
              onClick: () => handlers.remove(data),
              danger: true,
            },
          ]}
        />
      ) : null,
  },
];
