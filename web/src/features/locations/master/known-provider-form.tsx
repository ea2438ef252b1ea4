import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { US_STATE_CODES } from "#core/organisations/address.ts";
import { useListKnownProviderOrganisations } from "../../../api/generated/known-providers/known-providers.ts";
import type { KnownProvider } from "../../../api/generated/model/knownProvider.ts";
import type { KnownProviderInputStatus } from "../../../api/generated/model/knownProviderInputStatus.ts";
import { useFormSubmit } from "../../../components/form/use-form-submit.ts";
import { useRuleForm } from "../../../components/form/use-rule-form.ts";
import { useKnownProviderWrites } from "./use-master-writes.ts";

interface Props {
  /** The known provider being edited, or null for a new one. */
  readonly provider: KnownProvider | null;
  readonly onClose: () => void;
}

const orNull = (value: string): string | null => (value.trim() === "" ? null : value);

/**
 * Create and edit a known provider: its name and IDN, the provider organisation it is on the platform as (if
 * any), and the recall mailbox that receives notices while nobody there has an account.
 */
export const KnownProviderForm = ({ provider, onClose }: Props) => {
  const { t } = useTranslation();
  const k = (key: string) => t(`locationMaster.knownProviders.${key}`);
  const form = useRuleForm(
    {
      name: provider?.name ?? "",
      idn: provider?.idn ?? "",
      organizationId: provider?.organizationId ?? "",
      recallEmail: provider?.recallEmail ?? "",
      phone: provider?.phone ?? "",
      city: provider?.city ?? "",
      state: provider?.state ?? "",
      status: provider?.status ?? "ACTIVE",
    },
    { name: "required", recallEmail: "email" },
  );
  const organisations = useListKnownProviderOrganisations();
  const writes = useKnownProviderWrites();
  const { busy, onSubmit } = useFormSubmit({
    validate: form.validate,
    send: () => {
      const v = form.values;
      return writes.save(provider?.id ?? null, provider?.version ?? 1, {
        name: v.name,
        idn: orNull(v.idn),
        organizationId: orNull(v.organizationId),
        recallEmail: orNull(v.recallEmail),
        phone: orNull(v.phone),
        city: orNull(v.city),
        state: orNull(v.state),
        status: v.status as KnownProviderInputStatus,
      });
    },
    success: () =>
      t(`locationMaster.knownProviders.${provider === null ? "created" : "saved"}`, {
        name: form.values.name.trim(),
      }),
    onSuccess: onClose,
    onFieldErrors: form.setServerErrors,
  });
  const organisationOptions = (organisations.data?.d ?? []).map((o) => {
    const taken = o.knownProviderId !== null && o.knownProviderId !== provider?.id;
    return { value: o.id, label: taken ? `${o.name} (${k("organisationTaken")})` : o.name, disabled: taken };
  });

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      centered
      title={
        provider === null
          ? k("addTitle")
          : t("locationMaster.knownProviders.editTitle", { name: provider.name })
      }
    >
      <form onSubmit={onSubmit} noValidate data-testid="known-provider-form">
        <Stack>
          <TextInput label={k("name")} data-autofocus {...form.field("name")} />
          <TextInput label={k("idn")} {...form.field("idn")} />
          <Select
            label={k("organisation")}
            description={k("organisationHint")}
            data={organisationOptions}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
            {...form.field("organizationId")}
          />
          <TextInput
            label={k("recallEmail")}
            description={k("recallEmailHint")}
            type="email"
            {...form.field("recallEmail")}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={k("phone")} {...form.field("phone")} />
            <TextInput label={k("city")} {...form.field("city")} />
            <Select
              label={k("state")}
              data={[...US_STATE_CODES]}
              searchable
              clearable
              comboboxProps={{ withinPortal: true }}
              {...form.field("state")}
            />
          </SimpleGrid>
          <Select
            label={k("status")}
            data={["ACTIVE", "INACTIVE"].map((value) => ({ value, label: k(`statuses.${value}`) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.field("status")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {k("cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {k("save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
