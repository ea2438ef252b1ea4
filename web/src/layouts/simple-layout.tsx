import { Box, Center, Group, Paper } from "@mantine/core";
import { Outlet } from "react-router-dom";
import { Brand } from "../shell/brand.tsx";
import { LanguageSwitch } from "../shell/language-switch.tsx";

/**
 * Public auth pages: the product mark and one card in the middle of the page. The language switch is drawn at
 * the top but comes after the card in the document, so the first Tab reaches the form, not the switch.
 */
export const SimpleLayout = () => (
  <Box mih="100vh" bg="gray.0" display="flex" style={{ flexDirection: "column" }}>
    <Center component="main" px="md" pb="xl" style={{ order: 2 }}>
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={440}>
        <Center mb="lg">
          <Brand size="xl" />
        </Center>
        <Outlet />
      </Paper>
    </Center>
    <Group justify="flex-end" p="sm" style={{ order: 1 }}>
      <LanguageSwitch />
    </Group>
  </Box>
);
