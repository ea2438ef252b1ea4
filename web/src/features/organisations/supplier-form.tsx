import { useState } from "react";
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { US_STATE_CODES } from "#core/organisations/address.ts";
import type { Supplier } from "../../api/generated/model/supplier.ts";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import { useRuleForm } from "../../components/form/use-rule-form.ts";
import { useUnsavedChanges } from "../../shell/unsaved-changes.ts";
import { SupplierLogoField } from "./supplier-logo-field.tsx";
import { supplierFormValues, supplierInput } from "./supplier-input.ts";
import { useSupplierWrites } from "./use-supplier-writes.ts";

interface Choice {
  readonly value: string;
  readonly label: string;
}

interface Props {
  /** The supplier being edited, or null for a new one. */
  readonly supplier: Supplier | null;
  readonly types: readonly Choice[];
  readonly statuses: readonly Choice[];
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

const STATES = US_STATE_CODES.map((code) => ({ value: code, label: code }));

/**
 * Create and edit in one modal. Required fields are checked here; the name's uniqueness, the ZIP's form and
 * its state are the server's rules, and their messages come back under the fields.
 */
export const SupplierForm = ({ supplier, types, statuses, onClose, onSaved }: Props) => {
  const { t } = useTranslation();
  const form = useRuleForm(supplierFormValues(supplier), {
    name: "required",
    supplierType: "requiredSelect",
    add1: "required",
    city: "required",
    state: "requiredSelect",
    zip: "required",
    status: "requiredSelect",
  });
  // undefined: the stored logo stays; null: removed; an id: the logo uploaded in this form.
  const [logo, setLogo] = useState<{ id: string; url: string } | null | undefined>(undefined);
  const shownLogo = logo === undefined ? (supplier?.logo ?? null) : (logo?.url ?? null);
  const writes = useSupplierWrites();

  const save = async (): Promise<void> => {
    await writes.save(
      supplier?.id ?? null,
      supplierInput(form.values, logo === undefined ? undefined : (logo?.id ?? null)),
    );
    form.reset(form.values);
  };
  useUnsavedChanges(form.dirty || logo !== undefined, save);

  const { busy, onSubmit } = useFormSubmit({
    validate: form.validate,
    send: save,
    success: () =>
      t(supplier === null ? "suppliers.created" : "suppliers.updated", { name: form.values.name.trim() }),
    onSuccess: onSaved,
    onFieldErrors: form.setServerErrors,
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={supplier === null ? t("suppliers.addTitle") : t("suppliers.editTitle")}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": t("suppliers.close") }}
    >
      <form onSubmit={onSubmit} noValidate data-testid="supplier-form">
        <Stack>
          <SupplierLogoField
            url={shownLogo}
            name={form.values.name}
            upload={writes.uploadLogo}
            onChange={setLogo}
          />
          <TextInput label={t("suppliers.name")} data-autofocus {...form.field("name")} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t("suppliers.type")}
              data={[...types]}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.field("supplierType")}
            />
            <Select
              label={t("suppliers.status")}
              data={[...statuses]}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.field("status")}
            />
          </SimpleGrid>
          <TextInput label={t("suppliers.add1")} autoComplete="address-line1" {...form.field("add1")} />
          <TextInput label={t("suppliers.add2")} autoComplete="address-line2" {...form.field("add2")} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t("suppliers.city")} autoComplete="address-level2" {...form.field("city")} />
            <Select
              label={t("suppliers.state")}
              data={STATES}
              searchable
              comboboxProps={{ withinPortal: true }}
              {...form.field("state")}
            />
            <TextInput
              label={t("suppliers.zip")}
              autoComplete="postal-code"
              inputMode="numeric"
              {...form.field("zip")}
            />
          </SimpleGrid>
          <Switch
            label={t("suppliers.ssoLabel")}
            checked={form.values.sso === "true"}
            onChange={(event) => form.field("sso").onChange(event.currentTarget.checked ? "true" : "false")}
            data-testid="supplier-sso"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("suppliers.cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("suppliers.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
