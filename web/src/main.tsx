import "@mantine/core/styles.css";
import "@mantine/dates/styles.css";
import "./app/global.css";
import { addFeatureTexts } from "./i18n/i18n.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { MantineProvider } from "@mantine/core";
import { RouterProvider } from "react-router-dom";
import { cssVariablesResolver, theme } from "./app/theme.ts";
import { router } from "./app/router.tsx";
import { FEATURES } from "./app/features.ts";

addFeatureTexts(FEATURES);

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);
