import { Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header.tsx";

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start">
      <PageHeader title={t("routes.notFound")} />
      <Text>{t("platform.notFoundText")}</Text>
      <Button component={Link} to="/">
        {t("platform.goHome")}
      </Button>
    </Stack>
  );
};
