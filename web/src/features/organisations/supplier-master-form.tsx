import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SupplierMasterEntry } from "../../api/generated/model/supplierMasterEntry.ts";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import { useRuleForm } from "../../components/form/use-rule-form.ts";
import { useUnsavedChanges } from "../../shell/unsaved-changes.ts";
import { useSupplierMasterWrites } from "./use-supplier-master-writes.ts";

interface Props {
  /** The entry being corrected, or null for a new one. */
  readonly entry: SupplierMasterEntry | null;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

/** Add or correct a master entry (POST suppliers-list; an id means update). Status changes go by row action. */
export const SupplierMasterForm = ({ entry, onClose, onSaved }: Props) => {
  const { t } = useTranslation();
  const form = useRuleForm(
    { name: entry?.name ?? "", city: entry?.city ?? "", state: entry?.state ?? "" },
    { name: "required" },
  );
  const writes = useSupplierMasterWrites();
  const save = async (): Promise<void> => {
    await writes.save({
      ...(entry ? { id: entry.id } : {}),
      name: form.values.name,
      city: form.values.city.trim() || null,
      state: form.values.state.trim() || null,
    });
    form.reset(form.values);
  };
  useUnsavedChanges(form.dirty, save);
  const { busy, onSubmit } = useFormSubmit({
    validate: () => form.validate(),
    send: save,
    success: () =>
      t(entry === null ? "supplierMaster.created" : "supplierMaster.updated", {
        name: form.values.name.trim(),
      }),
    onSuccess: onSaved,
    onFieldErrors: form.setServerErrors,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={entry === null ? t("supplierMaster.addTitle") : t("supplierMaster.editTitle")}
      centered
    >
      <form onSubmit={onSubmit} noValidate data-testid="supplier-master-form">
        <Stack>
          <TextInput label={t("supplierMaster.name")} data-autofocus {...form.field("name")} />
          <TextInput label={t("supplierMaster.city")} {...form.field("city")} />
          <TextInput
            label={t("supplierMaster.state")}
            description={t("supplierMaster.stateHint")}
            maxLength={2}
            {...form.field("state")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("supplierMaster.cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("supplierMaster.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
