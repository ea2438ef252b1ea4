import { Autocomplete, Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  createSupplierContact,
  getListSupplierContactsQueryKey,
  updateSupplierContact,
  useListSupplierContactSupplierOptions,
} from "../../api/generated/supplier-contacts/supplier-contacts.ts";
import type { SupplierContact } from "../../api/generated/model/supplierContact.ts";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import { useRuleForm } from "../../components/form/use-rule-form.ts";

interface Props {
  readonly contact: SupplierContact | null;
  readonly onClose: () => void;
}

/**
 * Add and edit a supplier contact. The supplier field suggests the portal's active suppliers; a name that is
 * one of them is sent as that organisation, anything else as a typed supplier name.
 */
export const SupplierContactForm = ({ contact, onClose }: Props) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const suppliers = useListSupplierContactSupplierOptions().data?.d ?? [];
  const form = useRuleForm(
    {
      supplierName: contact?.supplierName ?? "",
      contactName: contact?.contactName ?? "",
      title: contact?.title ?? "",
      email: contact?.email ?? "",
      phone: contact?.phone ?? "",
      notes: contact?.notes ?? "",
    },
    { supplierName: "required", contactName: "required", email: "required|email", phone: "phoneNumber" },
  );
  const { busy, onSubmit } = useFormSubmit({
    validate: form.validate,
    send: async () => {
      const name = form.values.supplierName.trim();
      const portal = suppliers.find((s) => s.name.toLowerCase() === name.toLowerCase());
      const body = { ...form.values, supplierName: name, supplierOrganizationId: portal?.id ?? null };
      const saved =
        contact === null ? await createSupplierContact(body) : await updateSupplierContact(contact.id, body);
      void queryClient.invalidateQueries({ queryKey: getListSupplierContactsQueryKey() });
      return saved;
    },
    success: () =>
      t(contact === null ? "supplierContacts.created" : "supplierContacts.updated", {
        name: form.values.contactName.trim(),
      }),
    onSuccess: onClose,
    onFieldErrors: (errors) =>
      form.setServerErrors(
        // A refused portal supplier is shown under the one supplier field.
        errors.supplierOrganizationId ? { ...errors, supplierName: errors.supplierOrganizationId } : errors,
      ),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={contact === null ? t("supplierContacts.addTitle") : t("supplierContacts.editTitle")}
      centered
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate data-testid="supplier-contact-form">
        <Stack>
          <Autocomplete
            label={t("supplierContacts.supplier")}
            description={t("supplierContacts.supplierHint")}
            placeholder={t("supplierContacts.supplierPlaceholder")}
            data={suppliers.map((s) => s.name)}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
            {...form.field("supplierName")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t("supplierContacts.contactName")} {...form.field("contactName")} />
            <TextInput label={t("supplierContacts.title")} {...form.field("title")} />
            <TextInput label={t("supplierContacts.email")} type="email" {...form.field("email")} />
            <TextInput label={t("supplierContacts.phone")} type="tel" {...form.field("phone")} />
          </SimpleGrid>
          <Textarea
            label={t("supplierContacts.notes")}
            autosize
            minRows={2}
            maxRows={5}
            {...form.field("notes")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("supplierContacts.cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("supplierContacts.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
