import { useState } from "react";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api/api-error.ts";
import { requestAccess } from "../api/auth-api.ts";
import { clearAccessMarker, storeAccessSent } from "../session/local-values.ts";
import { clearDenied, useSession } from "../session/session-store.ts";
import { notifyError, notifySuccess } from "./notify.ts";

/**
 * The permission-denied modal (doc 1 §4): a provider who opened an event it may not see can request access;
 * everyone else acknowledges with Ok. Both return to Login, which sends a signed-in user on to its landing page.
 */
export const DenialModal = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [sending, setSending] = useState(false);
  // After a failed request the provider needs a way out too (the Ok button); a refusal also hides Request Access.
  const [failed, setFailed] = useState(false);
  const [refused, setRefused] = useState(false);
  const denied = session.denied;
  const canRequest =
    session.userType === "PROV" && denied?.id !== undefined && denied.providerCommunicationId !== undefined;

  const ok = (): void => {
    setFailed(false);
    setRefused(false);
    clearAccessMarker();
    clearDenied();
    navigate("/login");
  };

  const request = async (): Promise<void> => {
    if (denied?.id === undefined || denied.providerCommunicationId === undefined) return;
    setSending(true);
    try {
      await requestAccess(denied.id, denied.providerCommunicationId);
      storeAccessSent();
      notifySuccess(t("shell.requestSent"));
      clearDenied();
      navigate("/login");
    } catch (error) {
      notifyError(error);
      setFailed(true);
      // A refusal (4xx: the notice is gone, access was granted meanwhile...) will not change on retry.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) setRefused(true);
    } finally {
      setSending(false);
    }
  };

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
      <Text mb="md">{canRequest ? t("shell.deniedProviderText") : t("shell.deniedText")}</Text>
      <Group justify="flex-end">
        {(!canRequest || failed) && (
          <Button variant={canRequest ? "default" : "filled"} onClick={ok}>
            {t("shell.ok")}
          </Button>
        )}
        {canRequest && !refused && (
          <Button loading={sending} onClick={() => void request()}>
            {t("shell.requestAccess")}
          </Button>
        )}
      </Group>
    </Modal>
  );
};
