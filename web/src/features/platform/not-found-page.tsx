import { Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header.tsx";

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start">
      <PageHeader title={t("routes.notFound")} />
      <Text>{t("shell.notFoundText")}</Text>
      <Button component={Link} to="/">
        {t("shell.goHome")}
      </Button>
    </Stack>
  );
};
