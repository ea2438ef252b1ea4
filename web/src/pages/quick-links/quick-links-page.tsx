import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header.tsx";

export const QuickLinksPage = () => {
  const { t } = useTranslation();
  return <PageHeader title={t("routes.notisphereQuickLinks")} />;
};
