import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header.tsx";

/** Screens that later issues build say so plainly instead of showing made-up data. */
export const NotAvailablePage = ({ title }: { title: string }) => {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <Alert color="gray" title={t("platform.notAvailableTitle")} data-testid="not-available">
        {t("platform.notAvailableText", { title })}
      </Alert>
    </>
  );
};
