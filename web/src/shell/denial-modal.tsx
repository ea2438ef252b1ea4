import { Alert, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSession } from "../session/session-store.ts";
import { RequestAccessButtons } from "./request-access-buttons.tsx";
import { useRequestAccess } from "./use-request-access.ts";

/**
 * The permission-denied modal, over the page the guard sent the person to. A provider who opened a notice it may
 * not see is told which recall from which supplier, and can request access; the answer (whom it went to) shows
 * here, and closing leaves the person on that page. The Close button, Escape and a click outside all close it.
 */
export const DenialModal = () => {
  const { t } = useTranslation();
  const denied = useSession().denied;
  const access = useRequestAccess(denied);
  return (
    <Modal
      opened={denied !== null}
      onClose={access.leave}
      // The Close button below is the visible way out; a second "Close" in the corner would only repeat it.
      withCloseButton={false}
      title={t("shell.deniedTitle")}
      centered
      data-testid="denial-modal"
    >
      <Text mb="md">{access.deniedText ?? t("shell.deniedText")}</Text>
      {access.requestHint === null ? null : <Text mb="md">{access.requestHint}</Text>}
      {access.sentText === null ? null : (
        <Alert color="green" role="status" mb="md" data-testid="request-sent">
          {access.sentText}
        </Alert>
      )}
      <RequestAccessButtons access={access} leaveLabel={t("shell.close")} />
    </Modal>
  );
};
