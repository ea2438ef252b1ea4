import { useState } from "react";
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useListLocationReviewKnownProviders } from "../../../api/generated/location-review/location-review.ts";
import type { CreateLocationFromReview } from "../../../api/generated/model/createLocationFromReview.ts";
import { notifyError } from "../../../shell/notify.ts";
import type { ReviewRow } from "./review-rows.ts";

const FIELDS = ["name", "address1", "address2", "city", "state", "zip", "phone"] as const;
type Field = (typeof FIELDS)[number];

/**
 * A new known location from the ship-to row: the operator chooses its known provider and type and may correct
 * the row's fields (the server checks them as the location master does: a two-letter state, widths).
 */
export const CreateLocationModal = ({
  row,
  onClose,
  onCreate,
}: {
  readonly row: ReviewRow;
  readonly onClose: () => void;
  readonly onCreate: (data: CreateLocationFromReview) => Promise<void>;
}) => {
  const { t } = useTranslation();
  const providers = useListLocationReviewKnownProviders({ query: { select: (answer) => answer.d } });
  const [providerId, setProviderId] = useState<string | null>(null);
  const [type, setType] = useState<"HOSPITAL" | "NON_ACUTE">("HOSPITAL");
  const [values, setValues] = useState<Record<Field, string>>({
    name: row.name,
    address1: row.address1,
    address2: row.address2 ?? "",
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone ?? "",
  });
  const [providerError, setProviderError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: React.FormEvent): void => {
    event.preventDefault();
    if (providerId === null) {
      setProviderError(t("locationReview.create.providerRequired"));
      return;
    }
    setBusy(true);
    onCreate({ knownProviderId: providerId, type, ...values })
      .catch(notifyError)
      .finally(() => setBusy(false));
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": t("locationReview.close") }}
      title={t("locationReview.create.title", { name: row.name })}
    >
      <form onSubmit={submit} noValidate data-testid="create-location-form">
        <Stack>
          <Select
            label={t("locationReview.create.provider")}
            placeholder={t("locationReview.create.providerPlaceholder")}
            data={(providers.data ?? []).map((p) => ({
              value: p.id,
              label: [p.name, p.city, p.state].filter(Boolean).join(" · "),
            }))}
            value={providerId}
            onChange={(value) => {
              setProviderId(value);
              setProviderError(null);
            }}
            searchable
            required
            error={providerError}
            comboboxProps={{ withinPortal: true }}
            data-testid="create-known-provider"
            data-autofocus
          />
          <Select
            label={t("locationReview.create.type")}
            data={(["HOSPITAL", "NON_ACUTE"] as const).map((value) => ({
              value,
              label: t(`locationReview.create.types.${value}`),
            }))}
            value={type}
            onChange={(value) => setType(value === "NON_ACUTE" ? "NON_ACUTE" : "HOSPITAL")}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <SimpleGrid cols={2}>
            {FIELDS.map((field) => (
              <TextInput
                key={field}
                label={t(`locationReview.create.${field}`)}
                value={values[field]}
                onChange={(e) => {
                  const next = e.currentTarget.value;
                  setValues((current) => ({ ...current, [field]: next }));
                }}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("locationReview.cancel")}
            </Button>
            <Button type="submit" color="teal.9" loading={busy}>
              {t("locationReview.create.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
