import { Box, Container, Group } from "@mantine/core";
import { Outlet } from "react-router-dom";
import { ToastHost } from "../shell/toast-host.tsx";
import "../i18n/catalogue-labels.ts";
import { QueryProvider } from "../app/query-provider.tsx";
import { Brand } from "../shell/brand.tsx";
import { LanguageSwitch } from "../shell/language-switch.tsx";

/** Public web forms: a slim header and a wide content column. */
export const CustomLayout = () => (
  <Box mih="100vh">
    <Group
      component="header"
      justify="space-between"
      px="md"
      py="sm"
      bd="1px solid var(--mantine-color-gray-3)"
    >
      <Brand />
      <LanguageSwitch />
    </Group>
    <Container component="main" size="lg" py="lg">
      <QueryProvider>
        <Outlet />
      </QueryProvider>
      <ToastHost />
    </Container>
  </Box>
);
