import { Group, Text } from "@mantine/core";
import { IconBellRinging } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The product mark used by the public layouts and as the header fallback when an organisation has no logo. */
export const Brand = ({ size = "lg" }: { size?: "md" | "lg" | "xl" }) => {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <IconBellRinging size={24} aria-hidden color="var(--mantine-color-blue-8)" />
      <Text fw={700} size={size} c="blue.9">
        {t("app.name")}
      </Text>
    </Group>
  );
};
