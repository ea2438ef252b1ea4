import { useEffect, useState } from "react";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { currentDialog, settleDialog, subscribeDialog, type DialogRequest } from "./dialog-store.ts";

/** Renders the pending confirm or OK dialog with the caller's title and verb; Cancel is the way out. */
export const DialogHost = () => {
  const { t } = useTranslation();
  const [request, setRequest] = useState<DialogRequest | null>(currentDialog());
  useEffect(() => subscribeDialog(setRequest), []);
  return (
    <Modal
      opened={request !== null}
      onClose={() => settleDialog(false)}
      title={request?.title}
      centered
      data-testid="dialog"
    >
      {request?.message === undefined ? null : <Text mb="lg">{request.message}</Text>}
      <Group justify="flex-end">
        {request?.kind === "confirm" ? (
          <>
            <Button variant="default" onClick={() => settleDialog(false)}>
              {t("dialog.cancel")}
            </Button>
            <Button color={request.danger ? "red.8" : undefined} onClick={() => settleDialog(true)}>
              {request.confirmLabel}
            </Button>
          </>
        ) : (
          <Button onClick={() => settleDialog(true)}>{t("dialog.ok")}</Button>
        )}
      </Group>
    </Modal>
  );
};
