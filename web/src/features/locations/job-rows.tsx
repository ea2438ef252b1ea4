import { useState } from "react";
import { Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { quiet } from "../../api/fetcher.ts";
import { useListLocationPreprocessorRows } from "../../api/generated/location-preprocessor/location-preprocessor.ts";
import { pageParams } from "../../api/paging.ts";
import { ROW_DECISIONS, type LocationJobRow, type RowDecision } from "./location-jobs.ts";
import { useLocationWrites } from "./use-location-writes.ts";
import { SEARCH_DEBOUNCE_MS } from "../../components/list/list-screen.tsx";
import { SimpleTable, type SimpleColumn } from "../../components/table/simple-table.tsx";
import { useTablePaging } from "../../components/table/use-table-paging.ts";
import { notifyError, notifySuccess } from "../../shell/notify.ts";
import { ConfirmLocationModal } from "./confirm-location-modal.tsx";
import { ReasonCell, ScoreGuide } from "./match-reasons.tsx";
import { notifyUndoable } from "./notify-undoable.tsx";
import { DecisionBadge, RowLocationCell, scoreText, SupplierRowCell } from "./row-cells.tsx";

interface Props {
  readonly jobId: string;
  readonly decision: RowDecision | null;
  readonly onDecisionChange: (decision: RowDecision | null) => void;
}

/** The job's rows by decision, searched and paged on the server; review rows are confirmed or rejected here. */
export const JobRows = ({ jobId, decision, onDecisionChange }: Props) => {
  const { t } = useTranslation();
  const writes = useLocationWrites();
  const paging = useTablePaging({ pageSize: 20, sort: { field: "rowNumber", direction: "asc" } });
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [picking, setPicking] = useState<LocationJobRow | null>(null);
  const [busyRow, setBusyRow] = useState<string | null>(null);

  const query = {
    pageNumber: paging.page,
    pageSize: paging.pageSize,
    sortField: paging.sort?.field,
    sortDirection: paging.sort?.direction,
    search: debounced,
    decision: decision ?? undefined,
  };
  // A confirm or reject invalidates this list, the job's counts and the jobs grid (useLocationWrites).
  const rows = useListLocationPreprocessorRows(jobId, pageParams(query), {
    query: { select: (answer) => answer.d, placeholderData: keepPreviousData },
    request: quiet(),
  });

  const act = async (row: LocationJobRow, run: () => Promise<string>): Promise<void> => {
    setBusyRow(row.id);
    try {
      notifySuccess(await run());
    } catch (error) {
      notifyError(error);
    } finally {
      setBusyRow(null);
    }
  };

  /** A confirm or reject takes effect at once; its toast offers Undo for a few seconds (the server reopens the row). */
  const decide = async (row: LocationJobRow, run: () => Promise<string>): Promise<void> => {
    setBusyRow(row.id);
    try {
      const message = await run();
      notifyUndoable(
        message,
        t("preprocessor.undo"),
        `${t("preprocessor.undo")} ${t("preprocessor.row.number")} ${row.rowNumber}`,
        () => void act(row, () => writes.reopen(jobId, row.id)),
      );
    } catch (error) {
      notifyError(error);
    } finally {
      setBusyRow(null);
    }
  };

  const actions = (row: LocationJobRow) => {
    const can = (action: LocationJobRow["allowedActions"][number]): boolean =>
      row.allowedActions.includes(action);
    const busy = busyRow === row.id;
    return (
      <Group gap={4} wrap="nowrap">
        {can("confirm") && row.candidate !== null && row.decision === "review" ? (
          <Button
            size="compact-xs"
            color="teal.9"
            disabled={busy}
            aria-label={`${t("preprocessor.row.confirm")} ${t("preprocessor.row.number")} ${row.rowNumber}`}
            onClick={() => void decide(row, () => writes.confirm(jobId, row.id))}
          >
            {t("preprocessor.row.confirm")}
          </Button>
        ) : null}
        {can("confirm") ? (
          <Button
            size="compact-xs"
            variant="default"
            disabled={busy}
            aria-label={`${t("preprocessor.row.confirmOther")} ${t("preprocessor.row.number")} ${row.rowNumber}`}
            onClick={() => setPicking(row)}
          >
            {t("preprocessor.row.confirmOther")}
          </Button>
        ) : null}
        {can("reject") ? (
          <Button
            size="compact-xs"
            color="red.9"
            variant="outline"
            disabled={busy}
            aria-label={`${t("preprocessor.row.reject")} ${t("preprocessor.row.number")} ${row.rowNumber}`}
            onClick={() => void decide(row, () => writes.reject(jobId, row.id))}
          >
            {t("preprocessor.row.reject")}
          </Button>
        ) : null}
        {can("reopen") ? (
          <Button
            size="compact-xs"
            variant="default"
            disabled={busy}
            aria-label={`${t("preprocessor.row.reopen")} ${t("preprocessor.row.number")} ${row.rowNumber}`}
            onClick={() => void act(row, () => writes.reopen(jobId, row.id))}
          >
            {t("preprocessor.row.reopen")}
          </Button>
        ) : null}
      </Group>
    );
  };

  const columns: SimpleColumn<LocationJobRow>[] = [
    { key: "rowNumber", header: t("preprocessor.row.number"), sortable: true, width: 70 },
    {
      key: "name",
      header: t("preprocessor.row.supplierRow"),
      sortable: true,
      render: (row) => <SupplierRowCell row={row} />,
    },
    {
      key: "location",
      header: t("preprocessor.row.location"),
      render: (row) => <RowLocationCell row={row} />,
    },
    {
      key: "decision",
      header: t("preprocessor.row.decision"),
      sortable: true,
      width: 110,
      render: (row) => <DecisionBadge decision={row.decision} />,
    },
    {
      key: "score",
      header: t("preprocessor.row.score"),
      sortable: true,
      width: 80,
      render: (row) => (
        <Text size="sm" aria-label={t("preprocessor.score.value", { score: scoreText(row.score) })}>
          {scoreText(row.score)}
        </Text>
      ),
    },
    {
      key: "reason",
      header: t("preprocessor.row.reason"),
      render: (row) => <ReasonCell row={row} />,
    },
    { key: "actions", header: t("preprocessor.row.actions"), render: actions },
  ];

  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <Select
          aria-label={t("preprocessor.row.decisionFilter")}
          placeholder={t("preprocessor.row.allDecisions")}
          data={ROW_DECISIONS.map((value) => ({ value, label: t(`preprocessor.decision.${value}`) }))}
          value={decision}
          onChange={(value) => {
            onDecisionChange(value as RowDecision | null);
            paging.setPage(1);
          }}
          clearable
          clearButtonProps={{ "aria-label": t("preprocessor.clear") }}
          w={200}
          data-testid="decision-filter"
        />
        <TextInput
          placeholder={t("list.search")}
          aria-label={t("list.search")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            paging.setPage(1);
          }}
          w={260}
          data-testid="rows-search"
        />
      </Group>
      <ScoreGuide />
      <SimpleTable<LocationJobRow>
        label={t("preprocessor.detail.rows")}
        columns={columns}
        rows={rows.data?.items ?? []}
        total={rows.data?.total ?? 0}
        loading={rows.isPending}
        error={rows.error}
        onRetry={() => void rows.refetch()}
        rowKey={(row) => row.id}
        testId="job-rows"
        {...paging.tableProps}
      />
      {picking !== null ? (
        <ConfirmLocationModal
          row={picking}
          onClose={() => setPicking(null)}
          onConfirm={(knownLocationId) => {
            const row = picking;
            setPicking(null);
            void decide(row, () => writes.confirm(jobId, row.id, knownLocationId));
          }}
        />
      ) : null}
    </Stack>
  );
};
