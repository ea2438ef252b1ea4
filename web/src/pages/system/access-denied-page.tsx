import { Button, Stack, Text, Title } from "@mantine/core";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { clearAccessMarker } from "../../session/local-values.ts";

/** The public access-denied page the landing rule sends to while the denied marker is stored (doc 1 §2.7). */
export const AccessDeniedPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack align="flex-start">
      <Title order={1} size="h2">
        {t("routes.providerProductDisruptionAccessdenied")}
      </Title>
      <Text>{t("shell.accessDeniedText")}</Text>
      <Button
        onClick={() => {
          clearAccessMarker();
          navigate("/login");
        }}
      >
        {t("shell.ok")}
      </Button>
    </Stack>
  );
};
