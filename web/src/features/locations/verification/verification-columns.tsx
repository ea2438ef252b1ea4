import { Checkbox, Group, Text } from "@mantine/core";
import { IconBan, IconCircleCheck, IconMail, IconMailOff } from "@tabler/icons-react";
import type { ColDef } from "ag-grid-community";
import type { TFunction } from "i18next";
import type { ProviderVerificationRow } from "../../../api/generated/model/providerVerificationRow.ts";
import type { MarkLocationsInputStatus } from "../../../api/generated/model/markLocationsInputStatus.ts";
import { proposalText, type CoverFacts } from "./cover-rule.ts";
import { RowButton } from "./row-buttons.tsx";
import { useSelection, type RowSelection } from "./row-selection.ts";

type Row = ProviderVerificationRow;

export interface VerificationHandlers {
  /** Opens the Covered dialog, or marks right away (Invalid after a confirmation). */
  readonly mark: (rows: readonly Row[], status: MarkLocationsInputStatus) => void;
  readonly accept: (rows: readonly Row[]) => void;
}

const RowCheckbox = ({ row, selection, label }: { row: Row; selection: RowSelection; label: string }) => {
  const checked = useSelection(selection, (rows) => rows.has(row.id));
  return (
    <Group h="100%" align="center">
      <Checkbox
        size="xs"
        aria-label={label}
        checked={checked}
        onChange={(event) => selection.toggle(row, event.currentTarget.checked)}
      />
    </Group>
  );
};

export const statusLabel = (t: TFunction, row: Row): string =>
  row.status === null ? t("locationVerification.unverified") : t(`locationVerification.mark.${row.status}`);

const text = (headerName: string, field: keyof Row, extra: Partial<ColDef<Row>> = {}): ColDef<Row> => ({
  field,
  headerName,
  minWidth: 90,
  ...extra,
});

/** The verification grid's columns; the row buttons' names are what assistive technology and the tests read. */
export const verificationColumns = (
  t: TFunction,
  selection: RowSelection,
  handlers: VerificationHandlers,
  cover: CoverFacts,
): ColDef<Row>[] => {
  const markLabel = (row: Row, status: MarkLocationsInputStatus): string =>
    t("locationVerification.markRow", { name: row.name, status: t(`locationVerification.mark.${status}`) });
  return [
    {
      colId: "select",
      headerName: t("locationVerification.columns.select"),
      width: 76,
      pinned: "left",
      sortable: false,
      filter: false,
      resizable: false,
      cellRenderer: ({ data }: { data?: Row }) =>
        data ? (
          <RowCheckbox
            row={data}
            selection={selection}
            label={t("locationVerification.selectRow", { name: data.name })}
          />
        ) : null,
    },
    text(t("locationVerification.columns.name"), "name", { flex: 1.3, minWidth: 220 }),
    // The working columns first: AG Grid renders only the columns in view, and these are what the rows are for.
    {
      colId: "status",
      headerName: t("locationVerification.columns.status"),
      filter: false,
      minWidth: 110,
      valueGetter: ({ data }) => (data ? statusLabel(t, data) : ""),
    },
    {
      colId: "proposal",
      headerName: t("locationVerification.columns.proposal"),
      sortable: false,
      filter: false,
      minWidth: 240,
      cellRenderer: ({ data }: { data?: Row }) =>
        data?.proposal ? (
          <Group gap={6} wrap="nowrap" h="100%">
            <Text size="xs" truncate="end" title={proposalText(t, data)}>
              {proposalText(t, data)}
            </Text>
            <RowButton
              label={t("locationVerification.acceptRow", { name: data.name })}
              icon={<IconCircleCheck size={16} aria-hidden />}
              color="teal.9"
              blockedReason={cover.proposalBlocked(data)}
              onClick={() => handlers.accept([data])}
            />
          </Group>
        ) : null,
    },
    text(t("locationVerification.columns.siteName"), "siteName", { minWidth: 120 }),
    text(t("locationVerification.columns.supplierName"), "supplierName", { minWidth: 130 }),
    text(t("locationVerification.columns.locationId"), "locationId"),
    text(t("locationVerification.columns.address"), "address1", {
      minWidth: 160,
      valueGetter: ({ data }) => (data ? [data.address1, data.address2].filter(Boolean).join(", ") : ""),
    }),
    text(t("locationVerification.columns.city"), "city"),
    text(t("locationVerification.columns.state"), "state", { width: 80 }),
    text(t("locationVerification.columns.zip"), "zip", { width: 90 }),
    text(t("locationVerification.columns.notisphereId"), "notisphereId"),
    {
      colId: "actions",
      headerName: t("locationVerification.columns.actions"),
      pinned: "right",
      width: 136,
      sortable: false,
      filter: false,
      cellRenderer: ({ data }: { data?: Row }) =>
        data ? (
          <Group gap={2} wrap="nowrap" h="100%">
            <RowButton
              label={markLabel(data, "Covered")}
              icon={<IconCircleCheck size={16} aria-hidden />}
              color="teal.9"
              blockedReason={cover.blockedReason}
              onClick={() => handlers.mark([data], "Covered")}
            />
            <RowButton
              label={markLabel(data, "NotCovered")}
              icon={<IconMailOff size={16} aria-hidden />}
              onClick={() => handlers.mark([data], "NotCovered")}
            />
            <RowButton
              label={markLabel(data, "Emailed")}
              icon={<IconMail size={16} aria-hidden />}
              onClick={() => handlers.mark([data], "Emailed")}
            />
            <RowButton
              label={markLabel(data, "Invalid")}
              icon={<IconBan size={16} aria-hidden />}
              color="red.8"
              onClick={() => handlers.mark([data], "Invalid")}
            />
          </Group>
        ) : null,
    },
  ];
};
