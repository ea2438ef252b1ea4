import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { useRequestAccess } from "./use-request-access.ts";

/**
 * Ok and Request Access as the denial modal shows them; Ok is the quiet one when both are offered. `alwaysOk` is for
 * the page, which unlike the modal must never be a dead end for a provider who does not want to ask.
 */
export const RequestAccessButtons = ({
  access,
  justify = "flex-end",
  alwaysOk = false,
}: {
  access: ReturnType<typeof useRequestAccess>;
  justify?: "flex-end" | "flex-start";
  alwaysOk?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Group justify={justify}>
      {(access.showOk || alwaysOk) && (
        <Button variant={access.canRequest ? "default" : "filled"} onClick={access.leave}>
          {t("shell.ok")}
        </Button>
      )}
      {access.showRequest && (
        <Button loading={access.sending} onClick={() => void access.request()}>
          {t("shell.requestAccess")}
        </Button>
      )}
    </Group>
  );
};
