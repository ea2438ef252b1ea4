import type { ReactNode } from "react";
import { Group, Title } from "@mantine/core";

/** Page title (the one h1 of the screen) with its action buttons on the right. */
export const PageHeader = ({ title, children }: { title: string; children?: ReactNode }) => (
  <Group justify="space-between" mb="md" wrap="wrap">
    <Title order={1} size="h2">
      {title}
    </Title>
    {children === undefined ? null : <Group gap="xs">{children}</Group>}
  </Group>
);
