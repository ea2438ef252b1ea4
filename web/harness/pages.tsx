import type { ComponentType } from "react";
import { DateHarness } from "./date-harness.tsx";
import { EditorHarness } from "./editor-harness.tsx";
import { PreviewHarness } from "./preview-harness.tsx";
import { TableHarness } from "./table-harness.tsx";

/** The harness routes (`?c=name`); each page holds only component props. */
export const HARNESS_PAGES: Readonly<Record<string, { title: string; Component: ComponentType }>> = {
  paginator: { title: "Simple table with paginator", Component: () => <TableHarness total={137} /> },
  "paginator-full": {
    title: "Simple table, full paginator",
    Component: () => <TableHarness total={1000} full />,
  },
  "paginator-small": { title: "Simple table, one page", Component: () => <TableHarness total={7} /> },
  "table-empty": { title: "Simple table, empty", Component: () => <TableHarness total={0} /> },
  preview: { title: "File preview", Component: PreviewHarness },
  editor: { title: "Rich text editor", Component: EditorHarness },
  date: { title: "Date picker", Component: DateHarness },
};
