import { useState } from "react";
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { US_STATE_CODES } from "#core/organisations/address.ts";
import { isApiError } from "../../../api/api-error.ts";
import {
  useListKnownProviderOptions,
  useListKnownProviderSites,
} from "../../../api/generated/known-providers/known-providers.ts";
import type { MasterLocation } from "../../../api/generated/model/masterLocation.ts";
import type { MasterLocationInput } from "../../../api/generated/model/masterLocationInput.ts";
import { useFormSubmit } from "../../../components/form/use-form-submit.ts";
import { useRuleForm } from "../../../components/form/use-rule-form.ts";
import { notifyError } from "../../../shell/notify.ts";
import { useUnsavedChanges } from "../../../shell/unsaved-changes.ts";

interface Props {
  /** The location being edited, or null for a new one. */
  readonly location: MasterLocation | null;
  readonly send: (body: MasterLocationInput) => Promise<MasterLocation>;
  readonly onSaved: (saved: MasterLocation) => void;
  readonly onCancel: () => void;
  /** Loads the location again after a 409 (someone changed it meanwhile). */
  readonly onReload?: () => void;
}

const valuesOf = (l: MasterLocation | null) => ({
  knownProviderId: l?.knownProviderId ?? "",
  providerSiteId: l?.providerSiteId ?? "",
  name: l?.name ?? "",
  address1: l?.address1 ?? "",
  address2: l?.address2 ?? "",
  city: l?.city ?? "",
  state: l?.state ?? "",
  zip: l?.zip ?? "",
  phone: l?.phone ?? "",
  hin: l?.hin ?? "",
  gln: l?.gln ?? "",
  type: l?.type ?? "HOSPITAL",
  status: l?.status === "CLOSED" ? "CLOSED" : "ACTIVE",
});

const orNull = (value: string): string | null => (value.trim() === "" ? null : value);

/**
 * The location form of /notisphere/locations/new and /edit/:id. The server checks the address (ZIP in the
 * state), HIN and GLN and its field errors show under the fields; a 409 (someone saved meanwhile) shows as an
 * alert with a reload button instead of overwriting their change.
 */
export const LocationForm = ({ location, send, onSaved, onCancel, onReload }: Props) => {
  const { t } = useTranslation();
  const form = useRuleForm(valuesOf(location), {
    knownProviderId: "requiredSelect",
    name: "required",
    address1: "required",
    city: "required",
    state: "requiredSelect",
    zip: "required",
    type: "requiredSelect",
  });
  const [stale, setStale] = useState<string | null>(null);
  const providers = useListKnownProviderOptions();
  const providerId = form.values.knownProviderId;
  const chosen = providers.data?.d.find((p) => p.id === providerId);
  const sites = useListKnownProviderSites(providerId, { query: { enabled: chosen?.organizationId != null } });
  const save = async (): Promise<MasterLocation> => {
    const v = form.values;
    const saved = await send({
      knownProviderId: v.knownProviderId,
      providerSiteId: orNull(v.providerSiteId),
      name: v.name,
      address1: v.address1,
      address2: orNull(v.address2),
      city: v.city,
      state: v.state,
      zip: v.zip,
      phone: orNull(v.phone),
      hin: orNull(v.hin),
      gln: orNull(v.gln),
      type: v.type as MasterLocationInput["type"],
      status: v.status as NonNullable<MasterLocationInput["status"]>,
    });
    form.reset(form.values);
    return saved;
  };
  useUnsavedChanges(form.dirty, async () => void (await save()));
  const { busy, onSubmit } = useFormSubmit({
    validate: form.validate,
    send: save,
    success: (saved) =>
      t(location === null ? "locationMaster.created" : "locationMaster.saved", { name: saved.name }),
    onSuccess: onSaved,
    onFieldErrors: form.setServerErrors,
    onError: (error) => {
      if (isApiError(error) && error.status === 409) setStale(error.message);
      else notifyError(error, t("shell.couldNotSave"));
    },
  });
  const siteOptions = (sites.data?.d ?? []).map((s) => ({
    value: s.id,
    label: [s.name, s.city].filter(Boolean).join(", "),
    disabled: s.knownLocationId !== null && s.knownLocationId !== location?.id,
  }));

  return (
    <form onSubmit={onSubmit} noValidate data-testid="location-form">
      <Stack maw={760}>
        {stale !== null ? (
          <Alert color="orange" title={t("locationMaster.staleTitle")} role="alert" data-testid="stale-alert">
            <Stack gap="xs" align="flex-start">
              {stale}
              {onReload ? (
                <Button size="xs" variant="default" onClick={onReload}>
                  {t("locationMaster.reload")}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t("locationMaster.knownProvider")}
            data-testid="location-provider"
            data={(providers.data?.d ?? []).map((p) => ({
              value: p.id,
              label: p.idn ? `${p.name} (${p.idn})` : p.name,
            }))}
            searchable
            comboboxProps={{ withinPortal: true }}
            {...form.field("knownProviderId")}
            onChange={(value) =>
              form.setValues((old) => ({ ...old, knownProviderId: value ?? "", providerSiteId: "" }))
            }
          />
          <Select
            label={t("locationMaster.site")}
            placeholder={
              chosen?.organizationId == null
                ? t("locationMaster.providerOffPlatform")
                : t("locationMaster.noSite")
            }
            data={siteOptions}
            disabled={chosen?.organizationId == null}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
            {...form.field("providerSiteId")}
          />
        </SimpleGrid>
        <TextInput label={t("locationMaster.name")} data-autofocus {...form.field("name")} />
        <TextInput label={t("locationMaster.address1")} {...form.field("address1")} />
        <TextInput label={t("locationMaster.address2")} {...form.field("address2")} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t("locationMaster.city")} {...form.field("city")} />
          <Select
            label={t("locationMaster.state")}
            data-testid="location-state"
            data={[...US_STATE_CODES]}
            searchable
            comboboxProps={{ withinPortal: true }}
            {...form.field("state")}
          />
          <TextInput label={t("locationMaster.zip")} inputMode="numeric" {...form.field("zip")} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t("locationMaster.phone")} {...form.field("phone")} />
          <TextInput label={t("locationMaster.hin")} {...form.field("hin")} />
          <TextInput label={t("locationMaster.gln")} inputMode="numeric" {...form.field("gln")} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t("locationMaster.type")}
            data={["HOSPITAL", "NON_ACUTE"].map((value) => ({
              value,
              label: t(`locationMaster.types.${value}`),
            }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.field("type")}
          />
          <Select
            label={t("locationMaster.status")}
            data={["ACTIVE", "CLOSED"].map((value) => ({
              value,
              label: t(`locationMaster.statuses.${value}`),
            }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.field("status")}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("locationMaster.cancel")}
          </Button>
          <Button type="submit" loading={busy}>
            {t("locationMaster.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
