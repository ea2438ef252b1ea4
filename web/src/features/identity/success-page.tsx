import { Button, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";

/** /success: the outcome in words and the way back to sign-in (/success-signup has its own page). */
export const SuccessPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const text = params.get("type") === "password" ? t("auth.successPassword") : t("auth.successGeneric");
  return (
    <Stack align="center">
      <Title order={1} size="h3">
        {t("auth.successTitle")}
      </Title>
      <Text ta="center" data-testid="success-text">
        {text}
      </Text>
      <Button component={Link} to="/login">
        {t("auth.backToLogin")}
      </Button>
    </Stack>
  );
};
