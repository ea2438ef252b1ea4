import { Group, Progress, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface Props {
  readonly providerName: string;
  readonly percent: number;
  readonly verified: number;
  readonly total: number;
}

/**
 * One provider's verification progress: the bar (role=progressbar on the section, named after the provider,
 * aria-valuenow the whole percent the server computed) and "<n> of <total> verified" beside it.
 */
export const VerificationProgressBar = ({ providerName, percent, verified, total }: Props) => {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" h="100%" align="center">
      <Progress.Root size="lg" style={{ flex: 1, minWidth: 80 }}>
        <Progress.Section
          value={percent}
          color={percent === 100 ? "teal" : "blue"}
          aria-label={t("supplierLocations.providers.progressLabel", { name: providerName })}
        />
      </Progress.Root>
      <Text size="xs" style={{ whiteSpace: "nowrap" }} data-testid="verification-progress-text">
        {t("supplierLocations.providers.progressText", { verified, total })}
      </Text>
    </Group>
  );
};
