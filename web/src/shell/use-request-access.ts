import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api/api-error.ts";
import { requestAccess } from "../api/generated/auth/auth.ts";
import { clearAccessMarker, storeAccessSent } from "../session/local-values.ts";
import { clearDenied, useSession } from "../session/session-store.ts";
import { notifyError, notifySuccess } from "./notify.ts";

export interface DeniedEvent {
  readonly id?: string | undefined;
  readonly providerCommunicationId?: string | undefined;
}

/**
 * Request Access and Ok, shared by the denial modal and the access-denied page. A signed-in
 * provider with both ids may request access: it sends the request, stores the sent marker, shows the toast and
 * returns to Login. Ok clears the marker and returns to Login. After a failed request Ok is offered too, and a
 * refusal (4xx: the notice is gone, access was granted meanwhile...) hides Request Access, since retrying
 * cannot change it.
 */
export const useRequestAccess = (event: DeniedEvent | null) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [sending, setSending] = useState(false);
  // "refused" (4xx) is a failure that retrying cannot change; "failed" is any other.
  const [failure, setFailure] = useState<"failed" | "refused" | undefined>(undefined);
  const id = event?.id;
  const providerCommunicationId = event?.providerCommunicationId;
  const canRequest =
    session.signedIn &&
    session.userType === "PROV" &&
    id !== undefined &&
    providerCommunicationId !== undefined;

  const leave = (): void => {
    setFailure(undefined);
    clearAccessMarker();
    clearDenied();
    navigate("/login");
  };

  const request = async (): Promise<void> => {
    if (id === undefined || providerCommunicationId === undefined) return;
    setSending(true);
    try {
      await requestAccess(id, providerCommunicationId);
      storeAccessSent();
      notifySuccess(t("shell.requestSent"));
      clearDenied();
      navigate("/login");
    } catch (error) {
      notifyError(error);
      setFailure(
        error instanceof ApiError && error.status >= 400 && error.status < 500 ? "refused" : "failed",
      );
    } finally {
      setSending(false);
    }
  };

  return {
    canRequest,
    sending,
    showRequest: canRequest && failure !== "refused",
    showOk: !canRequest || failure !== undefined,
    request,
    leave,
  };
};
