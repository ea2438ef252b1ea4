import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { useRequestAccess } from "./use-request-access.ts";

/**
 * The way out (`leaveLabel`: Close in the modal, Ok on the page) and Request access, the main act while it is on
 * offer. The way out is always there: nobody is held in front of a denial.
 */
export const RequestAccessButtons = ({
  access,
  leaveLabel,
  justify = "flex-end",
}: {
  access: ReturnType<typeof useRequestAccess>;
  leaveLabel: string;
  justify?: "flex-end" | "flex-start";
}) => {
  const { t } = useTranslation();
  return (
    <Group justify={justify}>
      <Button variant={access.showRequest ? "default" : "filled"} onClick={access.leave}>
        {leaveLabel}
      </Button>
      {access.showRequest && (
        <Button loading={access.sending} onClick={() => void access.request()}>
          {t("shell.requestAccess")}
        </Button>
      )}
    </Group>
  );
};
