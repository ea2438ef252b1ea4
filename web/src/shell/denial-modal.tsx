import { Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSession } from "../session/session-store.ts";
import { RequestAccessButtons } from "./request-access-buttons.tsx";
import { useRequestAccess } from "./use-request-access.ts";

/**
 * The permission-denied modal: a provider who opened an event it may not see can request access;
 * everyone else acknowledges with Ok. Both return to Login, which sends a signed-in user on to its landing page.
 */
export const DenialModal = () => {
  const { t } = useTranslation();
  const denied = useSession().denied;
  const access = useRequestAccess(denied);
  return (
    <Modal
      opened={denied !== null}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t("shell.deniedTitle")}
      centered
      data-testid="denial-modal"
    >
      <Text mb="md">{access.canRequest ? t("shell.deniedProviderText") : t("shell.deniedText")}</Text>
      <RequestAccessButtons access={access} />
    </Modal>
  );
};
