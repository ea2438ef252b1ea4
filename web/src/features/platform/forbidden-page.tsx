import { Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header.tsx";

export const ForbiddenPage = () => {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start">
      <PageHeader title={t("routes.forbidden")} />
      <Text>{t("platform.forbiddenText")}</Text>
      <Button component={Link} to="/">
        {t("platform.goHome")}
      </Button>
    </Stack>
  );
};
