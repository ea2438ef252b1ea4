import { Box, Container } from "@mantine/core";
import { Outlet } from "react-router-dom";
import { ToastHost } from "../shell/toast-host.tsx";
import "../i18n/catalogue-labels.ts";
import { QueryProvider } from "../app/query-provider.tsx";
import { Brand } from "../shell/brand.tsx";

/** Blank layout: logo header and content only. */
export const BlankLayout = () => (
  <Box mih="100vh">
    <Box component="header" px="md" py="sm">
      <Brand />
    </Box>
    <Container component="main" size="md" py="lg">
      <QueryProvider>
        <Outlet />
      </QueryProvider>
      <ToastHost />
    </Container>
  </Box>
);
