import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * The new-version prompt. AppRoot decides when it shows (core isVersionPromptExempt); Refresh
 * stores the server's version, so the prompt does not come back after the reload, and reloads.
 */
export const VersionPrompt = ({ version, storageKey }: { version: string; storageKey: string }) => {
  const { t } = useTranslation();
  const refresh = (): void => {
    localStorage.setItem(storageKey, version);
    window.location.reload();
  };
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      title={t("shell.newVersionTitle")}
      centered
    >
      <Text mb="md">{t("shell.newVersionText")}</Text>
      <Group justify="flex-end">
        <Button onClick={refresh}>{t("shell.refresh")}</Button>
      </Group>
    </Modal>
  );
};
