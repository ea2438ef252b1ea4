import { useState } from "react";
import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ProviderVerificationRow } from "../../../api/generated/model/providerVerificationRow.ts";
import type { ProviderVerificationSites } from "../../../api/generated/model/providerVerificationSites.ts";

interface Props {
  readonly rows: readonly ProviderVerificationRow[];
  readonly sites: ProviderVerificationSites | undefined;
  readonly busy: boolean;
  readonly onClose: () => void;
  readonly onSubmit: (siteId: string) => void;
}

/**
 * Marks rows Covered at the site that handles their recalls. The known location's own site is proposed when
 * every row shares it; sites this user may not cover (decentralised organisation) are listed but disabled.
 */
export const CoverDialog = ({ rows, sites, busy, onClose, onSubmit }: Props) => {
  const { t } = useTranslation();
  const options = sites?.sites ?? [];
  const shared = rows.every((row) => row.knownLocationSiteId === rows[0]?.knownLocationSiteId)
    ? rows[0]?.knownLocationSiteId
    : null;
  const initial = options.find((site) => site.id === shared && site.mayCover)?.id ?? null;
  const [siteId, setSiteId] = useState<string | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent): void => {
    event.preventDefault();
    if (siteId === null) setError(t("locationVerification.siteRequired"));
    else onSubmit(siteId);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      closeButtonProps={{ "aria-label": t("locationVerification.close") }}
      title={t("locationVerification.coverTitle", { count: rows.length, name: rows[0]?.name ?? "" })}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {rows.length === 1 ? (
            <Text size="sm" c="dimmed">
              {[rows[0]!.address1, rows[0]!.city, rows[0]!.state, rows[0]!.zip].join(", ")}
            </Text>
          ) : null}
          <Select
            label={t("locationVerification.site")}
            placeholder={t("locationVerification.sitePlaceholder")}
            data={options.map((site) => ({
              value: site.id,
              label: site.mayCover ? site.name : t("locationVerification.siteNotYours", { site: site.name }),
              disabled: !site.mayCover,
            }))}
            value={siteId}
            onChange={(value) => {
              setSiteId(value);
              setError(null);
            }}
            error={error}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
            data-testid="cover-site"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("locationVerification.cancel")}
            </Button>
            <Button type="submit" color="teal.9" loading={busy}>
              {t("locationVerification.submitCovered")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
