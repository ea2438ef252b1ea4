import { notifications } from "@mantine/notifications";
import { i18next } from "../i18n/i18n.ts";
import { isApiError } from "../api/api-error.ts";

/**
 * Toasts, titled by what happened rather than by a generic word. A success says it all in its message
 * ("Quick link 'Zeta' deleted.") and has no title unless the caller gives one; a failure is titled by the act
 * that failed ("Couldn't save", "Couldn't delete") and falls back to "Something went wrong"; a warning, like a
 * success, lets its message speak.
 */
const show = (message: string, color: string, autoClose: number, title: string | undefined): void => {
  notifications.show({
    ...(title === undefined ? {} : { title }),
    message,
    color,
    autoClose,
    closeButtonProps: { "aria-label": i18next.t("shell.close") },
  });
};

export const notifySuccess = (message: string, title?: string): void => show(message, "green", 3000, title);

/** A failure's toast: `title` names the act that failed; the message is the server's explanation. */
export const notifyError = (error: unknown, title?: string): void => {
  const message = isApiError(error) || error instanceof Error ? error.message : i18next.t("errors.unknown");
  show(message || i18next.t("errors.unknown"), "red", 5000, title ?? i18next.t("shell.failedTitle"));
};

/** Something the person should know that is not a failure of theirs (nothing to download). */
export const notifyDanger = (message: string, title?: string): void => show(message, "orange", 4000, title);
