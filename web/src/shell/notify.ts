import { notifications } from "@mantine/notifications";
import { i18next } from "../i18n/i18n.ts";
import { isApiError } from "../api/api-error.ts";

/** Toasts as the spec sets them: title Notice, success, 3000 ms; errors titled Error. */
export const notifySuccess = (message: string): void => {
  notifications.show({
    title: i18next.t("shell.notice"),
    message,
    color: "green",
    autoClose: 3000,
    closeButtonProps: { "aria-label": i18next.t("shell.close") },
  });
};

export const notifyError = (error: unknown): void => {
  const message = isApiError(error) || error instanceof Error ? error.message : i18next.t("errors.unknown");
  notifications.show({
    title: i18next.t("shell.error"),
    message: message || i18next.t("errors.unknown"),
    color: "red",
    autoClose: 5000,
    closeButtonProps: { "aria-label": i18next.t("shell.close") },
  });
};

export const notifyDanger = (message: string): void => {
  notifications.show({
    title: i18next.t("shell.notice"),
    message,
    color: "red",
    autoClose: 3000,
    closeButtonProps: { "aria-label": i18next.t("shell.close") },
  });
};
