import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { US_STATE_CODES } from "#core/organisations/providers/address-fields.ts";
import type { Provider } from "../../../api/generated/model/provider.ts";
import type { ProviderInputStatus } from "../../../api/generated/model/providerInputStatus.ts";
import { useFormSubmit } from "../../../components/form/use-form-submit.ts";
import { useRuleForm } from "../../../components/form/use-rule-form.ts";
import { useUnsavedChanges } from "../../../shell/unsaved-changes.ts";
import { useProviderWrites } from "./use-provider-writes.ts";

interface Props {
  /** The health system being edited, or null for a new one. */
  readonly provider: Provider | null;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

const STATUSES = ["ACTIVE", "PENDING", "DEACTIVATED"] as const;

/** Create and edit a health system; the server checks the name, state and ZIP and its field errors show here. */
export const ProviderForm = ({ provider, onClose, onSaved }: Props) => {
  const { t } = useTranslation();
  const form = useRuleForm(
    {
      name: provider?.name ?? "",
      idn: provider?.idn ?? "",
      add1: provider?.add1 ?? "",
      add2: provider?.add2 ?? "",
      city: provider?.city ?? "",
      state: provider?.state ?? "",
      zip: provider?.zip ?? "",
      status: provider?.status ?? "ACTIVE",
    },
    {
      name: "required",
      add1: "required",
      city: "required",
      state: "requiredSelect",
      zip: "required",
      status: "requiredSelect",
    },
  );
  const writes = useProviderWrites();
  const save = async (): Promise<void> => {
    const v = form.values;
    await writes.save(provider?.id ?? null, {
      name: v.name,
      idn: v.idn.trim() === "" ? null : v.idn,
      add1: v.add1,
      add2: v.add2.trim() === "" ? null : v.add2,
      city: v.city,
      state: v.state,
      zip: v.zip,
      status: v.status as ProviderInputStatus,
    });
    form.reset(form.values);
  };
  useUnsavedChanges(form.dirty, save);
  const { busy, onSubmit } = useFormSubmit({
    validate: form.validate,
    send: save,
    success: () =>
      t(provider === null ? "providers.created" : "providers.updated", { name: form.values.name.trim() }),
    onSuccess: onSaved,
    onFieldErrors: form.setServerErrors,
  });

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={provider === null ? t("providers.addTitle") : t("providers.editTitle", { name: provider.name })}
      centered
    >
      <form onSubmit={onSubmit} noValidate data-testid="provider-form">
        <Stack>
          <TextInput label={t("providers.name")} data-autofocus {...form.field("name")} />
          <TextInput label={t("providers.idn")} {...form.field("idn")} />
          <TextInput label={t("providers.add1")} {...form.field("add1")} />
          <TextInput label={t("providers.add2")} {...form.field("add2")} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t("providers.city")} {...form.field("city")} />
            <Select
              label={t("providers.state")}
              data={[...US_STATE_CODES]}
              searchable
              comboboxProps={{ withinPortal: true }}
              data-testid="provider-state"
              {...form.field("state")}
            />
            <TextInput label={t("providers.zip")} inputMode="numeric" {...form.field("zip")} />
          </SimpleGrid>
          <Select
            label={t("providers.status")}
            data={STATUSES.map((status) => ({ value: status, label: t(`status.account.${status}`) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.field("status")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("providers.cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("providers.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
