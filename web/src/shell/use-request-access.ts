import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api/api-error.ts";
import { quiet } from "../api/fetcher.ts";
import { getDeniedNotice, requestAccess } from "../api/generated/auth/auth.ts";
import type { DeniedNotice } from "../api/generated/model/deniedNotice.ts";
import { clearAccessMarker, storeAccessSent } from "../session/local-values.ts";
import { clearDenied, useSession } from "../session/session-store.ts";
import { notifyError } from "./notify.ts";
import { recipientsPhrase } from "./request-recipients.ts";

export interface DeniedEvent {
  readonly id?: string | undefined;
  readonly providerCommunicationId?: string | undefined;
}

/**
 * Request Access and leaving, shared by the denial modal and the access-denied page. A signed-in provider with
 * both ids may request access: the notice's name, supplier and administrators are fetched first so the text can
 * name them; a request stores the sent marker and answers in place with whom it went to, so the person stays
 * where they were. Leaving clears the marker (unless a request was sent) and the denial; the page also goes to
 * `leaveTo`. A refusal (4xx: the notice is gone, access was granted meanwhile...) hides Request Access, since
 * retrying cannot change it.
 */
export const useRequestAccess = (event: DeniedEvent | null, { leaveTo }: { leaveTo?: string } = {}) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [sending, setSending] = useState(false);
  // "refused" (4xx) is a failure that retrying cannot change; "failed" is any other.
  const [failure, setFailure] = useState<"failed" | "refused" | undefined>(undefined);
  const [notice, setNotice] = useState<DeniedNotice | null>(null);
  const [sent, setSent] = useState<{ readonly names: readonly string[]; readonly repeated: boolean } | null>(
    null,
  );
  const id = event?.id;
  const providerCommunicationId = event?.providerCommunicationId;
  const canRequest =
    session.signedIn &&
    session.userType === "PROV" &&
    id !== undefined &&
    providerCommunicationId !== undefined;

  useEffect(() => {
    if (!canRequest || id === undefined || providerCommunicationId === undefined) return undefined;
    let current = true;
    // Without the details the text stays general and Request Access still works, so a failure here is silent.
    getDeniedNotice(id, providerCommunicationId, quiet())
      .then((answer) => {
        if (current) setNotice(answer.d);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [canRequest, id, providerCommunicationId]);

  const leave = (): void => {
    if (sent === null) clearAccessMarker();
    setFailure(undefined);
    clearDenied();
    if (leaveTo !== undefined) navigate(leaveTo);
  };

  const request = async (): Promise<void> => {
    if (id === undefined || providerCommunicationId === undefined) return;
    setSending(true);
    try {
      const answer = await requestAccess(id, providerCommunicationId);
      storeAccessSent();
      setSent({ names: answer.d.administrators, repeated: answer.d.repeated });
    } catch (error) {
      notifyError(error, t("shell.requestFailedTitle"));
      setFailure(
        error instanceof ApiError && error.status >= 400 && error.status < 500 ? "refused" : "failed",
      );
    } finally {
      setSending(false);
    }
  };

  const recipients = (names: readonly string[]) =>
    recipientsPhrase(names, i18n.language) ?? t("shell.yourAdministrators");

  /** What the screen says about the notice: which one from whom when known, else the general sentence. */
  const deniedText =
    notice === null
      ? canRequest
        ? t("shell.deniedProviderText")
        : null
      : t("shell.deniedNoticeText", {
          kind: t(notice.communicationType === "RECALL" ? "shell.kindRecall" : "shell.kindAdvisory"),
          name: notice.name,
          uid: notice.communicationUid,
          supplier: notice.supplierName,
        });

  const showRequest = canRequest && sent === null && failure !== "refused";
  /** Whom Request access would reach, said while it is on offer. */
  const requestHint = showRequest
    ? t("shell.requestHint", { recipients: recipients(notice?.administrators ?? []) })
    : null;

  const sentText =
    sent === null
      ? null
      : t(sent.repeated ? "shell.requestAlreadySent" : "shell.requestSentTo", {
          recipients: recipients(sent.names),
        });

  return {
    canRequest,
    sending,
    notice,
    deniedText,
    requestHint,
    sentText,
    showRequest,
    request,
    leave,
  };
};
