import { Box, Center, Group, Paper } from "@mantine/core";
import { Outlet } from "react-router-dom";
import { Brand } from "../shell/brand.tsx";
import { LanguageSwitch } from "../shell/language-switch.tsx";

/** Public auth pages: the product mark and one card in the middle of the page. */
export const SimpleLayout = () => (
  <Box mih="100vh" bg="gray.0">
    <Group justify="flex-end" p="sm">
      <LanguageSwitch />
    </Group>
    <Center component="main" px="md" pb="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={440}>
        <Center mb="lg">
          <Brand size="xl" />
        </Center>
        <Outlet />
      </Paper>
    </Center>
  </Box>
);
