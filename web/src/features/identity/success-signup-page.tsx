import { Alert, Anchor, Button, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";

/** /success-signup: after registering, the person is told to check the e-mail and what happens next. */
export const SuccessSignupPage = () => {
  const { t } = useTranslation();
  const email = useSearchParams()[0].get("email") ?? "";
  return (
    <Stack align="center">
      <Title order={1} size="h3">
        {t("registration.checkEmailTitle")}
      </Title>
      <Text ta="center" data-testid="success-text">
        {email ? t("registration.checkEmail", { email }) : t("registration.checkEmailNoAddress")}
      </Text>
      <Alert color="blue" w="100%">
        {t("registration.nextSteps")}
      </Alert>
      <Button component={Link} to={`/verify-email${email ? `?email=${encodeURIComponent(email)}` : ""}`}>
        {t("registration.enterCode")}
      </Button>
      <Anchor component={Link} to="/login" size="sm">
        {t("auth.backToLogin")}
      </Anchor>
    </Stack>
  );
};
