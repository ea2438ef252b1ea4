import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The spinner shown while a lazily loaded screen or component arrives. */
export const PageLoading = () => {
  const { t } = useTranslation();
  return (
    <Center py="xl" aria-live="polite">
      <Loader size="sm" aria-label={t("app.loading")} />
    </Center>
  );
};
