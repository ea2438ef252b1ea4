import "@mantine/core/styles.css";
import "@mantine/dates/styles.css";
import "../src/i18n/i18n.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Container, MantineProvider, Title } from "@mantine/core";
import { theme } from "../src/app/theme.ts";
import { ToastHost } from "../src/shell/toast-host.tsx";
import { HARNESS_PAGES } from "./pages.tsx";

/**
 * Component harness: `/?c=<name>` renders one shared component with fixed props (no server, no product data),
 * for the browser test tests/e2e/web-components.e2e.test.ts. Build: npx vite build --config web/vite.harness.config.ts
 */
const root = document.getElementById("root");
if (root === null) throw new Error("harness index.html has no #root element");

const name = new URLSearchParams(window.location.search).get("c") ?? "";
const page = HARNESS_PAGES[name];

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <ToastHost />
      <Container size="xl" py="md" component="main">
        <Title order={1} size="h3" mb="md">
          {page?.title ?? "Component harness"}
        </Title>
        {page === undefined ? (
          <ul>
            {Object.entries(HARNESS_PAGES).map(([key, entry]) => (
              <li key={key}>
                <a href={`?c=${key}`}>{entry.title}</a>
              </li>
            ))}
          </ul>
        ) : (
          <page.Component />
        )}
      </Container>
    </MantineProvider>
  </StrictMode>,
);
