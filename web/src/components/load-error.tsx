import { useEffect } from "react";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh, IconWifiOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../api/api-error.ts";

/**
 * A request that never reached the server: the browser says it is offline, or fetch itself failed (fetch
 * rejects with a TypeError when there is no connection), as opposed to an answer with an error status.
 */
export const isOfflineError = (error: unknown): boolean =>
  (typeof navigator !== "undefined" && navigator.onLine === false) || error instanceof TypeError;

/** The server's own words when it sent some (the envelope's m), else nothing: the title says enough. */
const serverMessage = (error: unknown): string | undefined =>
  isApiError(error) && error.status < 500 && error.message !== "" ? error.message : undefined;

export interface LoadErrorProps {
  readonly error: unknown;
  readonly onRetry: () => void;
  /** What failed to load, e.g. "list"; the default wording fits lists, forms and detail views alike. */
  readonly testId?: string;
}

/**
 * The error state shared by grids, tables, forms and detail views: what went wrong in words and a Retry.
 * When the connection comes back the load is retried without waiting for a click.
 */
export const LoadError = ({ error, onRetry, testId = "load-error" }: LoadErrorProps) => {
  const { t } = useTranslation();
  const offline = isOfflineError(error);
  useEffect(() => {
    if (!offline) return undefined;
    window.addEventListener("online", onRetry);
    return () => window.removeEventListener("online", onRetry);
  }, [offline, onRetry]);
  const detail = serverMessage(error);
  return (
    <Alert
      color={offline ? "gray" : "red"}
      variant="light"
      role="alert"
      icon={offline ? <IconWifiOff size={18} aria-hidden /> : <IconAlertTriangle size={18} aria-hidden />}
      title={offline ? t("loadState.offline") : t("loadState.failed")}
      data-testid={testId}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{detail ?? (offline ? t("loadState.offlineHint") : t("loadState.failedHint"))}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          {t("loadState.retry")}
        </Button>
      </Stack>
    </Alert>
  );
};
