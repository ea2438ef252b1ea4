import { Anchor, Text } from "@mantine/core";
import { RowActions } from "../../components/list/row-actions.tsx";
import { IconEye, IconRefresh, IconTrash } from "@tabler/icons-react";
import type { ColDef } from "ag-grid-community";
import type { TFunction } from "i18next";
import dayjs from "dayjs";
import i18next from "i18next";
import { dateTimeFormatOf } from "../../components/date/date-text.ts";
import { labelKeyOf } from "#core/shared/catalogues/catalogue.ts";
import { JobStatus } from "#core/locations/catalogues/job-statuses.ts";
import type { LocationJob, RowDecision } from "./location-jobs.ts";

export interface JobHandlers {
  readonly open: (job: LocationJob) => void;
  readonly remove: (job: LocationJob) => void;
  readonly retry: (job: LocationJob) => void;
}

/** In the chosen language's order: MM/DD/YYYY HH:mm (en), DD/MM/YYYY HH:mm (vi). */
export const formatDate = (value: string | null | undefined): string =>
  value ? dayjs(value).format(dateTimeFormatOf(i18next.language)) : "";

/** Status text from core's job catalogue ("IN PROGRESS" → status.job.IN_PROGRESS). */
export const jobStatusLabel = (t: TFunction, status: string): string =>
  t(labelKeyOf(JobStatus, status), { defaultValue: status });

/** Colours with enough contrast on white for the status word (axe: color-contrast). */
export const STATUS_COLOR: Readonly<Record<string, string>> = {
  PENDING: "gray.8",
  "IN PROGRESS": "blue.9",
  COMPLETED: "teal.9",
  ERROR: "red.9",
  DEACTIVATED: "gray.7",
};

/**
 * A count of the job's rows with one decision. The operator's own decisions (confirmed, rejected) start hidden
 * so that at 1400 px the uploader and upload time fit beside the triage counts; the Columns menu shows them and
 * the job's drawer always has every count.
 */
const countColumn = (t: TFunction, decision: RowDecision, hide = false): ColDef<LocationJob> => ({
  colId: decision,
  headerName: t(`preprocessor.decision.${decision}`),
  valueGetter: ({ data }) => data?.counts[decision],
  hide,
  width: 106,
  // Narrow columns: a longer header (Vietnamese "Cần xem xét") wraps onto a second line instead of being cut.
  wrapHeaderText: true,
  autoHeaderHeight: true,
  sortable: false,
  filter: false,
  type: "numericColumn",
});

/** A text cell that shows its whole value on hover when the column is too narrow for it. */
const TextWithTitle = ({ value }: { value?: unknown }) =>
  typeof value === "string" ? <span title={value}>{value}</span> : null;

/** Grid columns of the jobs; the row actions offered are exactly the job's allowedActions. */
export const jobColumns = (
  t: TFunction,
  handlers: JobHandlers,
  uploaderName: (job: LocationJob) => string,
): ColDef<LocationJob>[] => [
  {
    field: "fileName",
    headerName: t("preprocessor.fileName"),
    flex: 1.3,
    minWidth: 150,
    cellRenderer: ({ data }: { data?: LocationJob }) =>
      data ? (
        <Anchor component="button" type="button" size="sm" onClick={() => handlers.open(data)}>
          {data.fileName}
        </Anchor>
      ) : null,
  },
  {
    field: "supplierName",
    headerName: t("preprocessor.supplierName"),
    flex: 1,
    minWidth: 130,
    cellRenderer: TextWithTitle,
  },
  {
    field: "status",
    headerName: t("preprocessor.status"),
    width: 112,
    cellRenderer: ({ data }: { data?: LocationJob }) =>
      data ? (
        <Text component="span" size="sm" fw={600} c={STATUS_COLOR[data.status] ?? "gray.8"}>
          {jobStatusLabel(t, data.status)}
        </Text>
      ) : null,
  },
  countColumn(t, "matched"),
  countColumn(t, "review"),
  countColumn(t, "unmatched"),
  countColumn(t, "confirmed", true),
  countColumn(t, "rejected", true),
  {
    colId: "createdBy",
    headerName: t("preprocessor.createdBy"),
    valueGetter: ({ data }) => (data ? uploaderName(data) : ""),
    width: 140,
    cellRenderer: TextWithTitle,
    sortable: false,
    filter: false,
  },
  {
    field: "createdAt",
    headerName: t("preprocessor.createdAt"),
    width: 150,
    filter: false,
    valueFormatter: ({ value }: { value?: string }) => formatDate(value),
  },
  {
    field: "finishedAt",
    headerName: t("preprocessor.finishedAt"),
    // Shown from the Columns menu; the job's drawer always gives it.
    hide: true,
    width: 160,
    filter: false,
    valueFormatter: ({ value }: { value?: string | null }) => formatDate(value),
  },
  {
    colId: "actions",
    headerName: t("list.actions"),
    // Pinned so the actions stay on screen (AG Grid does not render columns scrolled out of view).
    pinned: "right",
    width: 110,
    sortable: false,
    filter: false,
    lockVisible: true,
    cellRenderer: ({ data }: { data?: LocationJob }) =>
      data ? (
        <RowActions
          actions={[
            {
              key: "view",
              label: `${t("preprocessor.view")} ${data.fileName}`,
              icon: <IconEye size={16} />,
              onClick: () => handlers.open(data),
            },
            data.allowedActions.includes("retry") && {
              key: "retry",
              label: `${t("preprocessor.retry")} ${data.fileName}`,
              icon: <IconRefresh size={16} />,
              onClick: () => handlers.retry(data),
            },
            data.allowedActions.includes("delete") && {
              key: "delete",
              label: `${t("preprocessor.delete")} ${data.fileName}`,
              icon: <IconTrash size={16} />,
              onClick: () => handlers.remove(data),
              danger: true,
            },
          ]}
        />
      ) : null,
  },
];
